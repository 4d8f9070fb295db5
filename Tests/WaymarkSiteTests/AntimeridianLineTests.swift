import Testing
import WaymarkCore
import WaymarkGeo
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// ``AntimeridianCut/lineString(_:)`` on hand-made paths and, as a property, on seeded random walks
/// compared with a brute-force reading of the same path unrolled.
@Suite struct AntimeridianLineTests {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    @Test func aPathOnOneSideStaysOneLine() {
        let path = [Self.c(10, 170), Self.c(11, 175), Self.c(12, 179.5)]
        #expect(AntimeridianCut.lineString(path) == .lineString(path))
    }

    @Test func aPathAcrossIsCutAtTheInterpolatedLatitude() {
        // 178 → -178 is 4° east; the cut at 180 is halfway, so the latitude is halfway too.
        let geometry = AntimeridianCut.lineString([Self.c(-10, 178), Self.c(-12, -178)])
        #expect(geometry == .multiLineString([[Self.c(-10, 178), Self.c(-11, 180)], [Self.c(-11, -180), Self.c(-12, -178)]]))
        // Westward, the cut is at -180 first.
        let west = AntimeridianCut.lineString([Self.c(0, -179), Self.c(0, 179)])
        #expect(west == .multiLineString([[Self.c(0, -179), Self.c(0, -180)], [Self.c(0, 180), Self.c(0, 179)]]))
    }

    @Test func aVertexOnTheMeridianIsNotRepeated() {
        let geometry = AntimeridianCut.lineString([Self.c(0, 179), Self.c(1, 180), Self.c(2, -179)])
        #expect(geometry == .multiLineString([[Self.c(0, 179), Self.c(1, 180)], [Self.c(1, -180), Self.c(2, -179)]]))
        #expect(AntimeridianCut.lineString([Self.c(0, 179), Self.c(1, 180)]) == .lineString([Self.c(0, 179), Self.c(1, 180)]))
    }

    @Test func degenerateInputsGiveWhatThereIs() {
        #expect(AntimeridianCut.lineString([]) == .lineString([]))
        #expect(AntimeridianCut.lineString([Self.c(1, 2)]) == .lineString([Self.c(1, 2)]))
    }

    @Test(arguments: 0..<200)
    func partsStayInRangeAndRebuildThePath(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var lon = Double.random(in: -180...180, using: &random)
        var lat = Double.random(in: -60...60, using: &random)
        var path = [Self.c(lat, lon)]
        var unrolled = [lon]
        for _ in 0..<Int.random(in: 2...40, using: &random) {
            let step = Double.random(in: -40...40, using: &random)
            lat = min(80, max(-80, lat + Double.random(in: -5...5, using: &random)))
            lon += step
            unrolled.append(lon)
            var wrapped = lon.truncatingRemainder(dividingBy: 360)
            if wrapped > 180 { wrapped -= 360 } else if wrapped < -180 { wrapped += 360 }
            path.append(Self.c(lat, wrapped))
        }
        let parts: [[Coordinate]]
        switch AntimeridianCut.lineString(path) {
        case .lineString(let line): parts = [line]
        case .multiLineString(let lines): parts = lines
        default: parts = []
        }
        // Brute force: the number of cuts is the number of odd multiples of 180° the unrolled path crosses.
        var crossings = 0
        for (a, b) in zip(unrolled, unrolled.dropFirst()) {
            let low = min(a, b), high = max(a, b)
            var k = ((low - 180) / 360).rounded(.up)
            while 180 + 360 * k <= high {
                if 180 + 360 * k > low && 180 + 360 * k < high { crossings += 1 }
                k += 1
            }
        }
        #expect(parts.count == crossings + 1, "seed \(seed)")
        for part in parts {
            #expect(part.count >= 2)
            #expect(part.allSatisfy { $0.longitude >= -180 && $0.longitude <= 180 })
            for (a, b) in zip(part, part.dropFirst()) { #expect(abs(a.longitude - b.longitude) < 180, "no jump inside a part") }
        }
        for (a, b) in zip(parts, parts.dropFirst()) {
            let end = a[a.count - 1], start = b[0]
            #expect(abs(end.longitude) == 180 && end.longitude == -start.longitude && end.latitude == start.latitude)
        }
        // Every input vertex is kept, in order, once the cut points are removed.
        let kept = parts.joined().filter { abs($0.longitude) != 180 }
        let expected = path.filter { abs($0.longitude) != 180 }
        #expect(kept.count == expected.count)
        for (a, b) in zip(kept, expected) {
            #expect(abs(a.latitude - b.latitude) < 1e-9 && abs(a.longitude - b.longitude) < 1e-9)
        }
    }
}
