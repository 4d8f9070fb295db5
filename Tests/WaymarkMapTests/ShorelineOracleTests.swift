import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// The assembled GSHHG polygons against GMT itself: `scripts/gshhg_oracle.py` asked `gmt select -Df`
/// whether each of 490 points around ten coasts (Split, Hvar, the Stockholm archipelago, Santorini's
/// caldera, Taveuni and Vanua Levu across 180°, Sydney Harbour, the Sognefjord, Lake Vänern, Isla
/// del Sol in Lake Titicaca) is land or water; the full-resolution polygons must say the same.
///
/// A point within one output pixel of a polygon edge is excused: the pixel is 30 m, the size of a
/// pixel on the finest maps the site draws (a 10 km landing map, 640 px wide at 59° N: about 30 m).
@Suite(.enabled(if: Coastlines.standard.isAvailable))
struct ShorelineOracleTests {
    static let pixelMetres = 30.0

    struct Point: Sendable {
        var site: String
        var coordinate: Coordinate
        var water: Bool
    }

    static let points: [Point] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/gshhg-oracle/points.csv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: ",")
            guard f.count == 4, let lon = Double(f[1]), let lat = Double(f[2]) else { return nil }
            return Point(site: String(f[0]), coordinate: Coordinate(latitude: lat, longitude: lon), water: f[3] == "1")
        }
    }()

    @Test func fixtureHasEveryPointAndBothAnswers() {
        #expect(ShorelineOracleTests.points.count == 490)
        for site in Set(ShorelineOracleTests.points.map(\.site)) {
            let answers = Set(ShorelineOracleTests.points.filter { $0.site == site }.map(\.water))
            #expect(answers == [true, false], "\(site) has land and water")
        }
    }

    @Test func assembledPolygonsClassifyEveryPointAsGMTDoes() throws {
        var excused = 0
        for point in ShorelineOracleTests.points {
            let answer = try #require(Coastlines.standard.classify(point.coordinate, resolution: .full))
            let water = answer.level % 2 == 0
            guard water != point.water else { continue }
            if answer.edgeMetres <= ShorelineOracleTests.pixelMetres {
                excused += 1
                continue
            }
            Issue.record("\(point.site) \(point.coordinate.longitude),\(point.coordinate.latitude): GMT says \(point.water ? "water" : "land"), level \(answer.level), \(Int(answer.edgeMetres)) m from an edge")
        }
        #expect(excused <= 10, "\(excused) points excused")
    }

    /// Lakes are water and islands in lakes land (level 3), not just the sea.
    @Test func lakesAndIslandsInLakesHaveTheirLevels() throws {
        let vanern = try #require(Coastlines.standard.classify(Coordinate(latitude: 58.9, longitude: 13.3), resolution: .full))
        #expect(vanern.level % 2 == 0)
        let karlstad = try #require(Coastlines.standard.classify(Coordinate(latitude: 59.38, longitude: 13.50), resolution: .full))
        #expect(karlstad.level == 1)
        let isla = try #require(Coastlines.standard.classify(Coordinate(latitude: -16.02, longitude: -69.17), resolution: .full))
        #expect(isla.level == 3)
    }

    /// Two threads reading the same bins get the same answers (the site renders maps in parallel).
    @Test func concurrentReadsAgree() async throws {
        let coastlines = Coastlines(directory: Coastlines.standard.directory)
        let sample = Array(ShorelineOracleTests.points.prefix(120))
        let answers = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask { sample.map { coastlines.classify($0.coordinate, resolution: .high)?.level ?? -1 } }
            }
            var all: [[Int]] = []
            for await a in group { all.append(a) }
            return all
        }
        #expect(Set(answers).count == 1)
        #expect(answers.first?.contains(-1) == false)
    }
}
