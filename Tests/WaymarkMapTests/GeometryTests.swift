import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Clipping, simplification and clustering checked against brute force on seeded random input.
@Suite struct GeometryTests {
    struct Seeded {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static let rect = PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 80)

    @Test(arguments: 1...20)
    func clippedRingsStayInsideAndKeepInsidePoints(_ seed: Int) {
        var random = Seeded(state: UInt64(seed))
        let ring = (0..<40).map { _ in PixelPoint(x: random.next() * 300 - 100, y: random.next() * 240 - 80) }
        let clipped = RingClipper.clip(ring, to: Self.rect)
        for p in clipped {
            #expect(p.x >= -1e-9 && p.x <= 100 + 1e-9 && p.y >= -1e-9 && p.y <= 80 + 1e-9)
        }
        // A convex ring fully inside is returned unchanged.
        let inside = [PixelPoint(x: 10, y: 10), PixelPoint(x: 90, y: 10), PixelPoint(x: 50, y: 70)]
        #expect(RingClipper.clip(inside, to: Self.rect) == inside)
    }

    @Test func clippingASquareLargerThanTheViewGivesTheView() {
        let square = [PixelPoint(x: -50, y: -50), PixelPoint(x: 150, y: -50), PixelPoint(x: 150, y: 150), PixelPoint(x: -50, y: 150)]
        let clipped = Set(RingClipper.clip(square, to: Self.rect))
        #expect(clipped == [PixelPoint(x: 0, y: 0), PixelPoint(x: 100, y: 0), PixelPoint(x: 100, y: 80), PixelPoint(x: 0, y: 80)])
        #expect(RingClipper.clip([PixelPoint(x: 200, y: 0), PixelPoint(x: 300, y: 0), PixelPoint(x: 250, y: 50)], to: Self.rect).isEmpty)
    }

    @Test(arguments: 1...10)
    func douglasPeuckerKeepsEveryDroppedPointWithinTolerance(_ seed: Int) {
        var random = Seeded(state: UInt64(seed) + 100)
        var y = 0.0
        let line = (0..<300).map { index -> PixelPoint in
            y += random.next() - 0.5
            return PixelPoint(x: Double(index) * 0.3, y: y)
        }
        let kept = PathSimplifier.douglasPeucker(line, tolerance: 0.5)
        #expect(kept.first == line.first && kept.last == line.last)
        #expect(kept.count < line.count)
        // Brute force: each original point lies within 0.5 px of the kept segment spanning it.
        var segment = 0
        for p in line {
            while segment + 1 < kept.count - 1, p.x > kept[segment + 1].x { segment += 1 }
            let a = kept[segment], b = kept[segment + 1]
            let dx = b.x - a.x, dy = b.y - a.y
            let distance = abs((p.x - a.x) * dy - (p.y - a.y) * dx) / (dx * dx + dy * dy).squareRoot()
            #expect(distance <= 0.5 + 1e-9)
        }
    }

    @Test func radialPassDropsNearNeighboursOnly() {
        let line = [PixelPoint(x: 0, y: 0), PixelPoint(x: 0.2, y: 0), PixelPoint(x: 0.6, y: 0), PixelPoint(x: 0.7, y: 0), PixelPoint(x: 0.8, y: 0)]
        #expect(PathSimplifier.radial(line, tolerance: 0.5) == [PixelPoint(x: 0, y: 0), PixelPoint(x: 0.6, y: 0), PixelPoint(x: 0.8, y: 0)])
    }

    @Test(arguments: 1...10)
    func clustersMatchABruteForceGreedyScan(_ seed: Int) {
        var random = Seeded(state: UInt64(seed) + 1_000)
        let points = (0..<400).map { _ in PixelPoint(x: random.next() * 300, y: random.next() * 200) }
        let distance = 22.0
        let groups = PinClusterer.cluster(points, distance: distance)
        // Brute force: same greedy rule without the grid.
        var assigned = [Bool](repeating: false, count: points.count)
        var expected: [[Int]] = []
        for seedIndex in points.indices where !assigned[seedIndex] {
            assigned[seedIndex] = true
            var members: [Int] = []
            for index in points.indices where !assigned[index] {
                let dx = points[index].x - points[seedIndex].x, dy = points[index].y - points[seedIndex].y
                if dx * dx + dy * dy <= distance * distance { members.append(index) }
            }
            for index in members { assigned[index] = true }
            expected.append([seedIndex] + members)
        }
        #expect(groups == expected)
        #expect(groups.flatMap { $0 }.sorted() == Array(points.indices))
        let seeds = groups.map { points[$0[0]] }
        for (i, a) in seeds.enumerated() {
            for b in seeds[(i + 1)...] {
                #expect((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) > distance * distance)
            }
        }
    }

    @Test func pathDataIsRelativeAndRoundedWithoutDrift() {
        var path = PathData()
        path.appendRing([PixelPoint(x: 0.04, y: 0), PixelPoint(x: 10.26, y: 0.04), PixelPoint(x: 10.26, y: 0.04), PixelPoint(x: 5, y: -5.55)])
        #expect(path.text == "M0 0l10.3 0-5.3-5.6z")
        var line = PathData()
        line.appendLine([PixelPoint(x: 1, y: 1), PixelPoint(x: 1.01, y: 1.01)])
        #expect(line.isEmpty)
    }
}
