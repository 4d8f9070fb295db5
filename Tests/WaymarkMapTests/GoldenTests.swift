import Foundation
import Testing
@testable import WaymarkMap

/// Golden SVGs for every map kind and the hard cases. `WAYMARK_UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: MapFixtures.cases)
    func matchesGolden(_ fixture: MapFixtures.Case) throws {
        let svg = fixture.scene().svg()
        let url = GoldenTests.folder.appendingPathComponent("\(fixture.name).svg")
        if ProcessInfo.processInfo.environment["WAYMARK_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: GoldenTests.folder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, "\(fixture.name).svg differs; rerun with WAYMARK_UPDATE_GOLDEN=1 and look at the PNG")
    }
}
