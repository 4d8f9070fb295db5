import Foundation
import Testing
import WaymarkCore
@testable import WaymarkGeo

/// Sets built so that the index's cheap distances (``BoundedDistance``) alone would decide wrongly:
/// points at (nearly) the same distance, points exactly at the radius, duplicates, near a pole, across
/// 180° and nearly antipodal. The index must still answer as exact brute force does; each test also
/// checks that its set is adversarial, so skipping the exact resolution fails it.
@Suite struct SpatialIndexDecisionTests {
    static let geodesic = Geodesic.wgs84

    static func exact(_ center: Coordinate, _ points: [Coordinate]) -> [SpatialHit] {
        SpatialIndexPropertyTests.bruteDistances(center, points)
    }

    static func cheap(_ center: Coordinate, _ p: Coordinate) -> (distance: Double, error: Double) {
        geodesic.boundedDistance(from: InverseCentre(geodesic, latitude: center.latitude, longitude: center.longitude),
                                 p.latitude, p.longitude)
    }

    /// Points on a geodesic circle (the direct problem at one distance: exact distances equal to a few
    /// nanometres), each twice, with an index whose cheap values order some of them wrongly.
    static func ring(around center: Coordinate, radius: Double, count: Int) -> [Coordinate] {
        var out: [Coordinate] = []
        for i in 0..<count {
            let p = geodesic.direct(from: center, azimuth: 360 * Double(i) / Double(count), distance: radius).destination
            out.append(p)
            if i % 3 == 0 { out.append(p) }  // duplicates: equal bits, ordered by position
        }
        return out
    }

    /// How many neighbours in the exact order (distance, then position) the cheap values would swap.
    static func cheapInversions(_ center: Coordinate, _ points: [Coordinate], _ all: [SpatialHit]) -> Int {
        zip(all, all.dropFirst()).filter { a, b in
            let ca = cheap(center, points[a.index]).distance, cb = cheap(center, points[b.index]).distance
            return ca > cb || (ca == cb && a.index > b.index)
        }.count
    }

    @Test(arguments: [c(48.2, 16.4), c(-33.9, 151.2), c(89.95, 10), c(-89.99, -170), c(0, 179.99), c(12.5, -180)])
    func nearlyEqualDistancesAreOrderedAsExactly(center: Coordinate) {
        let points = Self.ring(around: center, radius: 30_000, count: 240)
        let index = SpatialIndex(points)
        let all = Self.exact(center, points)
        if abs(center.latitude) < 89 {
            #expect(Self.cheapInversions(center, points, all) > 0, "the set is not adversarial")
        }
        for k in [1, 2, 5, 10, 37, 100, 320] {
            #expect(disagreement(index.nearest(center, k: k), Array(all.prefix(k))) == nil, "k=\(k)")
        }
        #expect(disagreement(index.within(center, radius: 30_001), all) == nil)
    }

    /// A radius (or `maxDistance`) equal to a point's exact distance includes it, and the next smaller
    /// double excludes it, though its cheap value lies on the other side for many of them.
    @Test(arguments: [c(52.5, 13.4), c(-0.1, 179.95), c(88.9, -45)])
    func aPointExactlyAtTheRadiusIsInsideAndJustBeyondIsOutside(center: Coordinate) {
        var rng = SeededGenerator(seed: 7)
        let points = (0..<300).map { _ in
            c(max(-90, min(90, center.latitude + Double.random(in: -0.3...0.3, using: &rng))),
              center.longitude + Double.random(in: -0.3...0.3, using: &rng))
        }
        let index = SpatialIndex(points)
        let all = Self.exact(center, points)
        var above = 0, below = 0
        for hit in all {
            let cheap = Self.cheap(center, points[hit.index]).distance
            if cheap > hit.distance { above += 1 }
            if cheap < hit.distance { below += 1 }
            let at = index.within(center, radius: hit.distance)
            #expect(at.contains { $0.index == hit.index }, "\(hit) at its own distance")
            #expect(disagreement(at, all.filter { $0.distance <= hit.distance }) == nil)
            let short = index.within(center, radius: hit.distance.nextDown)
            #expect(!short.contains { $0.index == hit.index }, "\(hit) just beyond")
            let near = index.nearest(center, k: 1_000, maxDistance: hit.distance)
            #expect(disagreement(near, all.filter { $0.distance <= hit.distance }) == nil)
            #expect(!index.nearest(center, k: 1_000, maxDistance: hit.distance.nextDown).contains { $0.index == hit.index })
        }
        #expect(above > 0 && below > 0, "the set is not adversarial: \(above) above, \(below) below")
    }

    /// Near the poles, across 180° and around the antipode (where the cheap path gives way to the
    /// full solution), with duplicates: every k and radius as exact brute force.
    @Test func polesAntimeridianAndAntipodesMatchBruteForce() {
        var rng = SeededGenerator(seed: 23)
        var points: [Coordinate] = []
        for _ in 0..<150 {
            points.append(c(Double.random(in: 89.8...90, using: &rng), Double.random(in: -180...180, using: &rng)))
            points.append(c(Double.random(in: -1...1, using: &rng), Double.random(in: 179.7...180, using: &rng)))
            points.append(c(Double.random(in: -1...1, using: &rng), Double.random(in: -180 ... -179.7, using: &rng)))
            points.append(c(Double.random(in: -0.6 ... -0.4, using: &rng), Double.random(in: -0.1...0.1, using: &rng)))
        }
        points += points.prefix(40)
        points.append(c(90, 0)); points.append(c(90, 123))
        let index = SpatialIndex(points)
        for center in [c(90, 0), c(89.9, 77), c(0.5, 180), c(0.5, -180), c(0, 179.999), c(-0.5, 0.05), c(0.5, 179.95)] {
            let all = Self.exact(center, points)
            for k in [1, 3, 10, 50, 400, points.count] {
                #expect(disagreement(index.nearest(center, k: k), Array(all.prefix(k))) == nil, "\(center) k=\(k)")
            }
            for edge in [all[0], all[all.count / 3], all[all.count - 1]] {
                #expect(disagreement(index.within(center, radius: edge.distance), all.filter { $0.distance <= edge.distance }) == nil,
                        "\(center) r=\(edge.distance)")
            }
        }
    }

    /// Asked for exact distances, nearest reports `Geodesic.wgs84.distance` to the bit, with the same
    /// decisions.
    @Test func exactDistancesAreTheSolversBits() {
        let center = c(48.2, 16.4)
        let points = Self.ring(around: center, radius: 30_000, count: 60) + SpatialIndexPropertyTests.points(count: 300, seed: 31)
        let index = SpatialIndex(points)
        let all = Self.exact(center, points)
        for k in [1, 10, 100, 360] {
            #expect(index.nearest(center, k: k, exactDistances: true) == Array(all.prefix(k)), "k=\(k)")
        }
        #expect(index.nearest(center, k: 360) != all, "the cheap distances differ somewhere")
    }

    /// The settling step on its own: overlapping bounds are resolved exactly, separate ones keep their
    /// cheap values, and the result is in exact order with non-decreasing distances.
    @Test func settleResolvesExactlyWhereBoundsMeet() {
        let exact: [Int32: Double] = [0: 10.000_000_003, 1: 10.000_000_001, 2: 12, 3: 10.000_000_001]
        var hits = [
            BoundedHit(slot: 0, index: 0, distance: 10.000_000_000, error: 1e-8),  // exactly farther than 1 and 3
            BoundedHit(slot: 1, index: 1, distance: 10.000_000_002, error: 1e-8),
            BoundedHit(slot: 2, index: 2, distance: 12.000_000_001, error: 1e-8),  // apart: keeps its value
            BoundedHit(slot: 3, index: 3, distance: 10.000_000_001, error: 0),     // already exact
        ]
        var asked: [Int32] = []
        let settled = BoundedHit.settle(&hits) { slot in asked.append(slot); return exact[slot] ?? .nan }
        #expect(settled.map(\.index) == [1, 3, 0, 2])
        #expect(settled.map(\.distance) == [10.000_000_001, 10.000_000_001, 10.000_000_003, 12.000_000_001])
        #expect(asked.sorted() == [0, 1])
    }
}
