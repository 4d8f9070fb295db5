import WaymarkGeocoding

/// The places the build-time geocoder found for records that had no coordinates of their own, by
/// record: what a page needs to credit GeoNames and to print "Split, Split-Dalmatia, Croatia"; and
/// for records with coordinates of their own, the nearest gazetteer place (reverse geocoding,
/// docs/geo.md, "Geocoding"), for "Near Hvar, Split-Dalmatia, Croatia (2.4 km)".
///
/// Records with a manual coordinate never appear in `charters`, `announcements` or `places` (a
/// manual coordinate always wins); geocoded ones never appear in the `nearest…` tables.
package struct GeocodedPlaces: Sendable, Hashable {
    /// Charters by `id`, placed from their `destination`.
    package var charters: [String: PlaceResult]
    /// Announcements by `id`, placed from their `address`.
    package var announcements: [String: PlaceResult]
    /// Places by `slug`, placed from their `query`.
    package var places: [String: PlaceResult]
    /// Charters with their own coordinates, by `id`: the nearest gazetteer place and its distance.
    package var nearestToCharters: [String: NearbyPlace] = [:]
    /// Announcements with their own coordinates, by `id`: the nearest gazetteer place and its distance.
    package var nearestToAnnouncements: [String: NearbyPlace] = [:]

    /// Creates the set; empty by default.
    package init(charters: [String: PlaceResult] = [:], announcements: [String: PlaceResult] = [:],
                places: [String: PlaceResult] = [:]) {
        self.charters = charters
        self.announcements = announcements
        self.places = places
    }

    /// True when nothing was geocoded (forward; the `nearest…` tables do not count).
    package var isEmpty: Bool { charters.isEmpty && announcements.isEmpty && places.isEmpty }
}
