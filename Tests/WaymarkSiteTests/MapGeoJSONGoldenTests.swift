import Foundation
import Testing
@testable import WaymarkSite

/// A few GeoJSON files compared byte for byte with `Tests/Fixtures/golden/geojson/`: key order,
/// rounding, escaping and feature order are part of the output contract (identical input gives
/// identical files). `WAYMARK_UPDATE_GOLDEN=1` rewrites them; review the diff before keeping it.
@Suite struct MapGeoJSONGoldenTests {
    static let petsCharters = [
        "charters/sail-upcoming/map.geojson", "charters/fiji-west/map.geojson",
        "pets/announcements/script-pet/map.geojson",
    ]
    static let aviation = ["reports/alternates/map-1.geojson", "airports/gb/egtf/map.geojson"]

    static func compare(_ bytes: [UInt8]?, golden name: String) throws {
        let actual = String(decoding: try #require(bytes, "missing \(name)"), as: UTF8.self)
        let golden = RepositoryPaths.golden("geojson/" + name.replacingOccurrences(of: "/", with: "--"))
        if RepositoryPaths.updateGolden {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file (WAYMARK_UPDATE_GOLDEN=1 rewrites it)")
    }

    @Test(arguments: petsCharters)
    func petsChartersFile(path: String) async throws {
        try Self.compare(await SharedBuilds.petsChartersSite().files[path], golden: "pets-charters/" + path)
    }

    @Test(arguments: aviation)
    func aviationFile(path: String) async throws {
        let result = await SharedBuilds.aviation()
        try Self.compare(result.files.first { $0.path.description == path }?.bytes, golden: "aviation/" + path)
    }
}
