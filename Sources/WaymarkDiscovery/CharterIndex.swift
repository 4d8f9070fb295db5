import WaymarkGeo
import WaymarkModel

/// Public charters with coordinates, sorted by id, under a ``SpatialIndex`` built once (docs/geo.md,
/// "Charter discovery and visibility"). Unlisted and private charters are never in it.
package struct CharterIndex: Sendable {
    /// The default range around a point: 100 km.
    package static var defaultRadius: Length { .kilometres(100) }

    /// The discoverable charters, sorted by id (positions in ``spatial``).
    package let records: [Charter]
    /// The spatial index over ``records``' coordinates.
    package let spatial: SpatialIndex

    /// Indexes the public charters of `charters` that have valid coordinates.
    package init(_ charters: [Charter]) {
        let located = LocatedRecords.sortedByID(charters, id: \.id, coordinate: \.coordinate) { $0.visibility == .public }
        records = located.records
        spatial = SpatialIndex(located.coordinates)
    }

    /// Charters whose dates overlap `window` and that meet `filter`, optionally inside `bounds`.
    ///
    /// With `near`, only charters within `radius` (inclusive), limited to the `nearest` N when given,
    /// ordered by distance, then start date, then id. Without, ordered by start date (a missing start
    /// first), then id. The default window is "end ≥ today": pass ``DateWindow/upcoming(today:)``.
    package func discover(window: DateWindow, near center: Coordinate? = nil, within radius: Length = defaultRadius,
                         nearest: Int? = nil, filter: CharterFilter = CharterFilter(),
                         bounds: GeoBounds? = nil) -> [DiscoveryHit<Charter>] {
        let keep = { (i: Int) -> Bool in
            let r = self.records[i]
            guard window.overlaps(start: r.start, end: r.end), filter.matches(r) else { return false }
            if let bounds, let c = r.coordinate, !bounds.contains(c) { return false }
            return true
        }
        guard let center else {
            let positions = bounds.map { spatial.inside($0) } ?? Array(records.indices)
            return positions.filter(keep).sorted(by: byStart).map { DiscoveryHit(record: records[$0]) }
        }
        let hits = nearest.map { spatial.nearest(center, k: $0, maxDistance: radius.metres, where: keep) }
            ?? spatial.within(center, radius: radius.metres).filter { keep($0.index) }
        return hits.sorted { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            return byStart(a.index, b.index)
        }.map { DiscoveryHit(record: records[$0.index], distance: $0.distance) }
    }

    /// Start date (missing first), then id (positions are in id order).
    private func byStart(_ a: Int, _ b: Int) -> Bool {
        let sa = records[a].start, sb = records[b].start
        if sa != sb {
            guard let sa else { return true }
            guard let sb else { return false }
            return sa < sb
        }
        return a < b
    }
}
