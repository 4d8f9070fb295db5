import Testing
import WaymarkCore
@testable import WaymarkGeo

/// Property tests: the index makes the decisions a brute-force scan over every point with exact
/// distances makes (``disagreement(_:_:)``).
@Suite struct SpatialIndexPropertyTests {
    /// Random points with the awkward cases mixed in: both poles, both sides of ±180°, duplicates.
    static func points(count: Int, seed: UInt64) -> [Coordinate] {
        var rng = SeededGenerator(seed: seed)
        var out: [Coordinate] = []
        for i in 0..<count {
            switch i % 10 {
            case 0: out.append(c(Bool.random(using: &rng) ? 90 : -90, Double.random(in: -180...180, using: &rng)))
            case 1: out.append(c(Double.random(in: -80...80, using: &rng), Double.random(in: 179...180, using: &rng)))
            case 2: out.append(c(Double.random(in: -80...80, using: &rng), Double.random(in: -180 ... -179, using: &rng)))
            case 3: out.append(out[Int.random(in: 0..<out.count, using: &rng)])  // duplicate
            case 4: out.append(c(Double.random(in: -0.5...0.5, using: &rng), Double.random(in: -0.5...0.5, using: &rng)))
            default: out.append(rng.coordinate())
            }
        }
        return out
    }

    static func queryCenter(_ rng: inout SeededGenerator, _ points: [Coordinate]) -> Coordinate {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return points[Int.random(in: 0..<points.count, using: &rng)]
        case 1: return c(Bool.random(using: &rng) ? 90 : -90, 0)
        case 2: return c(Double.random(in: -80...80, using: &rng), Bool.random(using: &rng) ? 180 : -180)
        case 3: return c(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
        default: return rng.coordinate()
        }
    }

    static func radius(_ rng: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return Double.random(in: 0...50_000, using: &rng)
        case 1: return Double.random(in: 0...1_000_000, using: &rng)
        case 2: return Double.random(in: 0...20_100_000, using: &rng)
        default: return Double(Int.random(in: 0...200, using: &rng)) * 1000
        }
    }

    static func bruteDistances(_ center: Coordinate, _ points: [Coordinate]) -> [SpatialHit] {
        points.enumerated().compactMap { i, p in
            p.isValid ? SpatialHit(index: i, distance: Geodesic.wgs84.distance(center, p)) : nil
        }.sorted()
    }

    @Test(arguments: [(60, UInt64(1), 3000), (700, UInt64(2), 150)])
    func withinAndNearestEqualBruteForce(count: Int, seed: UInt64, queries: Int) {
        let pts = Self.points(count: count, seed: seed)
        let index = SpatialIndex(pts)
        #expect(index.count == count)
        var rng = SeededGenerator(seed: seed &+ 100)
        for _ in 0..<queries {
            let center = Self.queryCenter(&rng, pts)
            let all = Self.bruteDistances(center, pts)
            let r = Self.radius(&rng)
            let expectedWithin = all.filter { $0.distance <= r }
            #expect(disagreement(index.within(center, radius: r), expectedWithin) == nil, "within \(center) \(r)")
            // Exactly on the boundary: inclusive.
            if let edge = all.randomElement(using: &rng) {
                let got = index.within(center, radius: edge.distance)
                #expect(got.contains { $0.index == edge.index })
                #expect(disagreement(got, all.filter { $0.distance <= edge.distance }) == nil)
            }
            let k = Int.random(in: 1...25, using: &rng)
            let maxD = Bool.random(using: &rng) ? Double.infinity : Self.radius(&rng)
            let modulus = Int.random(in: 1...4, using: &rng)
            var asked: [Int] = []
            let got = index.nearest(center, k: k, maxDistance: maxD) { i in asked.append(i); return i % modulus != 0 || modulus == 1 }
            let expected = Array(all.filter { $0.distance <= maxD && ($0.index % modulus != 0 || modulus == 1) }.prefix(k))
            #expect(disagreement(got, expected) == nil, "nearest \(center) k=\(k) max=\(maxD) mod=\(modulus)")
            #expect(Set(asked).count == asked.count, "predicate asked twice for one point")
        }
    }

    @Test(arguments: [(60, UInt64(3)), (1000, UInt64(4))])
    func insideEqualsBruteForce(count: Int, seed: UInt64) {
        let pts = Self.points(count: count, seed: seed)
        let index = SpatialIndex(pts)
        var rng = SeededGenerator(seed: seed &+ 200)
        for _ in 0..<2500 {
            let s = Double.random(in: -90...90, using: &rng)
            let n = min(90, s + Double.random(in: 0...60, using: &rng))
            let w: Double, e: Double
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: w = Double.random(in: 150...180, using: &rng); e = Double.random(in: -180 ... -150, using: &rng)
            case 1: w = -180; e = 180
            case 2: w = Double.random(in: -180...180, using: &rng); e = w
            default: w = Double.random(in: -180...180, using: &rng); e = Double.random(in: -180...180, using: &rng)
            }
            let b = GeoBounds(west: w, south: s, east: e, north: n)
            let expected = pts.indices.filter { b.contains(pts[$0]) }
            #expect(index.inside(b) == expected, "\(b)")
        }
    }

    @Test func emptyAndInvalidInputs() {
        let empty = SpatialIndex([])
        #expect(empty.count == 0)
        #expect(empty.within(c(0, 0), radius: 1e9).isEmpty)
        #expect(empty.nearest(c(0, 0), k: 3).isEmpty)
        #expect(empty.inside(.world).isEmpty)
        let index = SpatialIndex([c(0, 0), c(.nan, 0), c(0, 0.001)])
        #expect(index.count == 3)
        #expect(index.within(c(0, 0), radius: 1e9).map(\.index) == [0, 2])
        #expect(index.nearest(c(0, 0), k: 0).isEmpty)
        #expect(index.within(c(0, 0), radius: -1).isEmpty)
        #expect(index.nearest(c(0, 0), k: 5, maxDistance: 0) == [SpatialHit(index: 0, distance: 0)])
    }
}

@Suite struct SpatialIndexBuildTests {
    /// Large sets are built on two threads; the tree must be identical to the single-threaded build
    /// (which the brute-force property tests cover).
    @Test func parallelBuildEqualsSequentialBuild() {
        let pts = SpatialIndexPropertyTests.points(count: 70_001, seed: 9)
        let a = SpatialIndex(pts, threads: 2), b = SpatialIndex(pts, threads: 1)
        #expect(a.points == b.points)
        #expect(a.boxes == b.boxes)
        #expect(a.stored == 70_001)
        // Every box holds its points.
        for node in [0, 1, 2, 100, 1000] {
            let (lo, hi) = SpatialIndex.nodeRange(node, count: a.stored)
            for i in lo..<hi {
                let p = a.points[i]
                let v = UnitVector(Coordinate(latitude: p.latitude, longitude: p.longitude))
                #expect(v.x >= Double(a.boxes[6 * node]) - 1e-15 && v.x <= Double(a.boxes[6 * node + 3]) + 1e-15)
                #expect(v.z >= Double(a.boxes[6 * node + 2]) - 1e-15 && v.z <= Double(a.boxes[6 * node + 5]) + 1e-15)
                #expect(abs(Double(p.x) - v.x) <= 3e-8 && abs(Double(p.z) - v.z) <= 3e-8)
            }
        }
    }
}
