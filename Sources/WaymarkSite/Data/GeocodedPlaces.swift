import WaymarkGeocoding

/// The places the build-time geocoder found for records that had no coordinates of their own, by
/// record: what a page needs to credit GeoNames and to print "Split, Split-Dalmatia, Croatia".
///
/// Records with a manual coordinate never appear here (a manual coordinate always wins).
public struct GeocodedPlaces: Sendable, Hashable {
    /// Charters by `id`, placed from their `destination`.
    public var charters: [String: PlaceResult]
    /// Announcements by `id`, placed from their `address`.
    public var announcements: [String: PlaceResult]
    /// Places by `slug`, placed from their `query`.
    public var places: [String: PlaceResult]

    /// Creates the set; empty by default.
    public init(charters: [String: PlaceResult] = [:], announcements: [String: PlaceResult] = [:],
                places: [String: PlaceResult] = [:]) {
        self.charters = charters
        self.announcements = announcements
        self.places = places
    }

    /// True when nothing was geocoded.
    public var isEmpty: Bool { charters.isEmpty && announcements.isEmpty && places.isEmpty }
}
