import WaymarkGeo

/// A lost or found pet announcement (fields: Content/data/README.md).
///
/// Loaded from `data/announcements/*.{yml,json,csv}`. `coordinate` is the manual location when the
/// data gives `latitude`/`longitude`; otherwise `address` is the text a later geocoding step resolves.
package struct Announcement: Sendable, Hashable, Identifiable {
    /// Unique id, `[a-z0-9][a-z0-9-]*`; used in URLs.
    package var id: String
    /// Lost, found or closed.
    package var status: AnnouncementStatus
    /// e.g. `cat`, `dog`.
    package var species: String?
    /// The pet's name, when known.
    package var petName: String?
    /// Breed as written.
    package var breed: String?
    /// Colour as written.
    package var color: String?
    /// Day last seen (lost) or found (found).
    package var date: CalendarDate?
    /// Manual location, already validated; `nil` when not given.
    package var coordinate: Coordinate?
    /// Street address or area, kept raw for geocoding.
    package var address: String?
    /// Photo path or URL as written.
    package var photo: String?
    /// How to reach the person who posted.
    package var contact: String?
    /// Markdown text.
    package var description: String
    /// Per-language variants of `description` by language tag (`description_sv`), for multilingual
    /// sites (docs/i18n.md, "Multilingual sites"); a language without one uses `description`.
    package var descriptions: [String: String] = [:]
    /// Where the record starts in its file.
    package var location: SourceLocation
    /// Where the `address` value is; `nil` when absent.
    package var addressLocation: SourceLocation?

    /// Creates an announcement; the loader validates every field before calling this.
    package init(id: String, status: AnnouncementStatus, species: String? = nil, petName: String? = nil,
                breed: String? = nil, color: String? = nil, date: CalendarDate? = nil,
                coordinate: Coordinate? = nil, address: String? = nil, photo: String? = nil,
                contact: String? = nil, description: String = "", location: SourceLocation,
                addressLocation: SourceLocation? = nil) {
        self.id = id
        self.status = status
        self.species = species
        self.petName = petName
        self.breed = breed
        self.color = color
        self.date = date
        self.coordinate = coordinate
        self.address = address
        self.photo = photo
        self.contact = contact
        self.description = description
        self.location = location
        self.addressLocation = addressLocation
    }

    /// What lists, maps and query output call the announcement: the pet's name, else its species,
    /// else the id.
    package var displayName: String { petName ?? species ?? id }

    /// True when there is no manual coordinate but an address to geocode.
    package var needsGeocoding: Bool {
        coordinate == nil && !(address ?? "").isEmpty
    }
}
