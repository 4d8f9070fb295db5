import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkModel

/// The neighbours every airport page lists (``AirportPageInputs/nearest``), found once per build at
/// plan time on all cores, so the page, its `map.geojson` and the page's fingerprint share one
/// search instead of running one each. Kept compactly — a position in the index's records and a
/// distance per neighbour, in one array for all pages (12 bytes a neighbour) — and a page's hits,
/// with their records, are made only when it renders. A class, so each of the ~90,000 render
/// closures of the world-scale site holds one reference, not a copy of the index's fields.
final class AirportNeighbours: Sendable {
    /// The index searched; positions are in its ``WaymarkDiscovery/AirportIndex/records``.
    let index: AirportIndex
    /// Positions in `index.records`, the neighbours of one page after another, nearest first.
    private let positions: [Int32]
    /// Distances in metres, parallel to `positions`.
    private let distances: [Double]
    /// Where each page's neighbours start in `positions`; one entry more than there are pages.
    private let starts: [Int]

    /// Finds the neighbours of each of `pages` in `index` as ``AirportPageInputs`` lists them: the
    /// ``AirportPageInputs/nearestCount`` nearest of the page types, the airport itself left out, then
    /// those without a page dropped.
    init(pages: [Airport], index: AirportIndex, settings: AirportSiteSettings) {
        self.index = index
        var types = AirportFilter()
        types.types = settings.pageTypes
        let filter = types
        let ranges = Concurrently.ranges(total: pages.count, parts: max(1, min(pages.count / 500, 16)))
        let parts = Concurrently.map(ranges.count) { chunk in
            var positions: [Int32] = [], distances: [Double] = [], counts: [Int] = []
            counts.reserveCapacity(ranges[chunk].count)
            for airport in pages[ranges[chunk]] {
                var count = 0
                if let c = airport.coordinate {
                    let hits = index.nearestPositions(to: c, k: AirportPageInputs.nearestCount, filter: filter, excluding: airport.ident)
                    // An index of more than 2³¹ airports cannot be loaded; such a hit is left out.
                    for hit in hits where settings.hasPage(index.records[hit.index]) {
                        guard let position = Int32(exactly: hit.index) else { continue }
                        positions.append(position)
                        distances.append(hit.distance)
                        count += 1
                    }
                }
                counts.append(count)
            }
            return (positions: positions, distances: distances, counts: counts)
        }
        var positions: [Int32] = [], distances: [Double] = [], starts: [Int] = [0]
        positions.reserveCapacity(parts.reduce(0) { $0 + $1.positions.count })
        distances.reserveCapacity(positions.capacity)
        starts.reserveCapacity(pages.count + 1)
        for part in parts {
            positions += part.positions
            distances += part.distances
            for count in part.counts { starts.append((starts.last ?? 0) + count) }
        }
        self.positions = positions
        self.distances = distances
        self.starts = starts
    }

    /// The neighbours of page `page` (its position in the `pages` given to `init`), nearest first,
    /// with distances in metres.
    func nearest(ofPage page: Int) -> [DiscoveryHit<Airport>] {
        guard page >= 0, page + 1 < starts.count else { return [] }
        return (starts[page]..<starts[page + 1]).map { DiscoveryHit(record: index.records[Int(positions[$0])], distance: distances[$0]) }
    }
}
