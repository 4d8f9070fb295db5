import WaymarkGeo
import WaymarkModel

/// Every index a run needs, built once from the site's records and shared by pages, report blocks
/// and `waymark query` (docs/geo.md): announcements, charters and airports, each sorted by id under its
/// own ``SpatialIndex``, plus the named places by slug.
package struct DiscoveryIndex: Sendable {
    /// Located announcements.
    package let announcements: AnnouncementIndex
    /// Public, located charters.
    package let charters: CharterIndex
    /// Located airports.
    package let airports: AirportIndex
    /// Places by slug (the first of a duplicated slug wins).
    package let places: [String: Place]
    /// The site's defaults for charter and announcement queries (`defaults:` in `site.yml`).
    package let defaults: QueryDefaults

    /// Builds every index once.
    package init(announcements: [Announcement], charters: [Charter], airports: [Airport], places: [Place],
                 defaults: QueryDefaults = QueryDefaults()) {
        self.defaults = defaults
        self.announcements = AnnouncementIndex(announcements)
        self.charters = CharterIndex(charters)
        self.airports = AirportIndex(airports)
        var bySlug: [String: Place] = [:]
        for p in places where bySlug[p.slug] == nil { bySlug[p.slug] = p }
        self.places = bySlug
    }
}

extension DiscoveryIndex {
    /// The pins of a place's landing page: lost and found announcements within the place's radius
    /// (inclusive), ordered by distance then id; empty when the place has no coordinates.
    package func eligiblePins(for place: Place) -> [DiscoveryHit<Announcement>] {
        guard let c = place.coordinate, c.isValid else { return [] }
        return announcements.eligiblePins(near: c, radius: place.radius)
    }
}
