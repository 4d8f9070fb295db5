import WaymarkGeo

/// A yacht charter: one trip with a boat, a destination and dates (fields: Content/data/README.md).
///
/// Loaded from `data/charters/*.{yml,json,csv}`. `coordinate` is the manual location when the data
/// gives `latitude`/`longitude`; otherwise it is `nil` and `destination` is the text a later
/// geocoding step resolves (a manual coordinate always wins).
package struct Charter: Sendable, Hashable, Identifiable {
    /// Unique id, `[a-z0-9][a-z0-9-]*`; used in URLs.
    package var id: String
    /// Display name of the trip.
    package var name: String
    /// The boat's name.
    package var boat: String?
    /// Kind of vessel, e.g. `catamaran`, `sailing yacht`.
    package var vesselType: String?
    /// The skipper's name.
    package var captain: String?
    /// Free text naming where the trip goes, e.g. "Hvar, Croatia"; kept raw for geocoding.
    package var destination: String?
    /// The manual location from `latitude`/`longitude`, already validated; `nil` when not given.
    package var coordinate: Coordinate?
    /// Id of a place in `places.yml` the charter belongs to.
    package var placeId: String?
    /// Sailing region, e.g. `Dalmatia`.
    package var region: String?
    /// First day of the trip.
    package var start: CalendarDate?
    /// Last day of the trip (never before `start`).
    package var end: CalendarDate?
    /// Who may see the charter; `private` never leaves the loader.
    package var visibility: CharterVisibility
    /// Number of guest berths.
    package var berths: Int?
    /// Free-form tags, in the order given.
    package var tags: [String]
    /// Markdown text.
    package var description: String
    /// Per-language variants of `description` by language tag (`description_sv`), for multilingual
    /// sites (docs/i18n.md, "Multilingual sites"); a language without one uses `description`.
    package var descriptions: [String: String] = [:]
    /// Where the record starts in its file (for CSV, the row's line and column 1).
    package var location: SourceLocation
    /// Where the `destination` value is, so geocoding problems point at it; `nil` when absent.
    package var destinationLocation: SourceLocation?
    /// ISO 3166-1 alpha-2 code of the country the charter is in, filled by the build's resolve step:
    /// the country of the geocoded `destination`, or for a manual coordinate the country of the
    /// nearest gazetteer place (at sea, the nearest coast's town decides). `nil` before that step and
    /// for a charter without a location. Not a field of the data.
    package var countryCode: String?

    /// Creates a charter; the loader validates every field before calling this.
    package init(id: String, name: String, boat: String? = nil, vesselType: String? = nil,
                captain: String? = nil, destination: String? = nil, coordinate: Coordinate? = nil,
                placeId: String? = nil, region: String? = nil, start: CalendarDate? = nil,
                end: CalendarDate? = nil, visibility: CharterVisibility = .public, berths: Int? = nil,
                tags: [String] = [], description: String = "", location: SourceLocation,
                destinationLocation: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.boat = boat
        self.vesselType = vesselType
        self.captain = captain
        self.destination = destination
        self.coordinate = coordinate
        self.placeId = placeId
        self.region = region
        self.start = start
        self.end = end
        self.visibility = visibility
        self.berths = berths
        self.tags = tags
        self.description = description
        self.location = location
        self.destinationLocation = destinationLocation
    }

    /// True when the charter has no manual coordinate but a destination text to geocode.
    package var needsGeocoding: Bool {
        coordinate == nil && !(destination ?? "").isEmpty
    }
}
