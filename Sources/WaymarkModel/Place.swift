import WaymarkGeo

/// A named place: a landing-page centre and a query anchor (fields: Content/data/README.md).
///
/// A place with a coordinate is a manual location (validated, never geocoded); otherwise `query` is
/// the text a later geocoding step resolves.
package struct Place: Sendable, Hashable, Identifiable {
    /// The radius used when `radiusKm` is not given, in kilometres.
    package static let defaultRadiusKm = 10.0

    /// Display name, e.g. "Södermalm".
    package var name: String
    /// URL-safe unique key, `[a-z0-9][a-z0-9-]*`; derived from `name` when not given.
    package var slug: String
    /// Manual location, already validated; `nil` when the place is given by `query`.
    package var coordinate: Coordinate?
    /// Text to geocode, e.g. "Capitol Hill, Seattle"; `nil` when the coordinate is manual.
    package var query: String?
    /// Pin-eligibility radius around the place in kilometres (> 0); default 10.
    package var radiusKm: Double
    /// Free-form kind, e.g. `neighbourhood`, `harbour`.
    package var kind: String?
    /// Where the record starts in `places.yml`.
    package var location: SourceLocation
    /// Where the `query` value is; `nil` when absent.
    package var queryLocation: SourceLocation?

    /// The slug is the identity of a place.
    package var id: String { slug }

    /// Creates a place; the loader validates every field before calling this.
    package init(name: String, slug: String, coordinate: Coordinate? = nil, query: String? = nil,
                radiusKm: Double = Place.defaultRadiusKm, kind: String? = nil, location: SourceLocation,
                queryLocation: SourceLocation? = nil) {
        self.name = name
        self.slug = slug
        self.coordinate = coordinate
        self.query = query
        self.radiusKm = radiusKm
        self.kind = kind
        self.location = location
        self.queryLocation = queryLocation
    }

    /// The pin-eligibility radius as a length in kilometres (``radiusKm``).
    package var radius: Length { .kilometres(radiusKm) }

    /// True when there is no manual coordinate but a query to geocode.
    package var needsGeocoding: Bool {
        coordinate == nil && !(query ?? "").isEmpty
    }
}
