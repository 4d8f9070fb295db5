import WaymarkGeo
import WaymarkModel

/// Pet announcements with coordinates, sorted by id, under a ``SpatialIndex`` built once (docs/geo.md,
/// "Pin eligibility (landing pages)").
package struct AnnouncementIndex: Sendable {
    /// The statuses that put a pin on a landing page: lost and found.
    static var pinEligibleStatuses: Set<AnnouncementStatus> { [.lost, .found] }
    /// The default landing-page radius: 10 km.
    package static var pinRadius: Length { .kilometres(10) }
    /// The default range of a plain listing around a point: 100 km.
    static var listingRadius: Length { .kilometres(100) }

    /// The located announcements, sorted by id (positions in ``spatial``).
    package let records: [Announcement]
    /// How many announcements were left out for lack of valid coordinates.
    package let unlocatedCount: Int
    /// The spatial index over ``records``' coordinates.
    package let spatial: SpatialIndex

    /// Indexes `announcements`; those without valid coordinates are counted and left out.
    package init(_ announcements: [Announcement]) {
        let located = LocatedRecords.sortedByID(announcements, id: \.id, coordinate: \.coordinate)
        records = located.records
        unlocatedCount = announcements.count - located.records.count
        spatial = SpatialIndex(located.coordinates)
    }

    /// The located announcement with id `id`, or `nil` (a binary search of ``records``).
    package func announcement(id: String) -> Announcement? {
        var low = 0, high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].id == id ? records[low] : nil
    }

    /// The pins of a landing page: status lost or found, distance ≤ `radius` (inclusive), ordered by
    /// distance then id.
    package func eligiblePins(near center: Coordinate, radius: Length = pinRadius) -> [DiscoveryHit<Announcement>] {
        near(center, within: radius)
    }

    /// Announcements within `radius` of `center` (inclusive) whose status is in `states` and whose
    /// date is in `window`, optionally inside `bounds` and limited to the `nearest` N; ordered by
    /// distance then id.
    package func near(_ center: Coordinate, within radius: Length = listingRadius,
                     states: Set<AnnouncementStatus> = AnnouncementIndex.pinEligibleStatuses,
                     window: DateWindow = DateWindow(), bounds: GeoBounds? = nil,
                     nearest: Int? = nil) -> [DiscoveryHit<Announcement>] {
        let keep = { (i: Int) -> Bool in self.matches(i, states: states, window: window, bounds: bounds) }
        let hits: [SpatialHit]
        if let nearest {
            hits = spatial.nearest(center, k: nearest, maxDistance: radius.metres, where: keep)
        } else {
            hits = spatial.within(center, radius: radius.metres).filter { keep($0.index) }
        }
        return hits.map { DiscoveryHit(record: records[$0.index], distance: $0.distance) }
    }

    /// Announcements without an anchor: status in `states`, date in `window`, optionally inside
    /// `bounds`; ordered by id.
    package func listing(states: Set<AnnouncementStatus> = AnnouncementIndex.pinEligibleStatuses,
                        window: DateWindow = DateWindow(), bounds: GeoBounds? = nil) -> [DiscoveryHit<Announcement>] {
        let positions = bounds.map { spatial.inside($0) } ?? Array(records.indices)
        return positions.filter { matches($0, states: states, window: window, bounds: nil) }
            .map { DiscoveryHit(record: records[$0]) }
    }

    private func matches(_ i: Int, states: Set<AnnouncementStatus>, window: DateWindow, bounds: GeoBounds?) -> Bool {
        let r = records[i]
        guard states.contains(r.status) else { return false }
        if window.from != nil || window.to != nil, !window.contains(r.date) { return false }
        if let bounds, let c = r.coordinate, !bounds.contains(c) { return false }
        return true
    }
}
