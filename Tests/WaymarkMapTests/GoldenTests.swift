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
        guard svg != expected else { return }
        let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line].prefix(200)) : "<end of file>"
        let want = line < expectedLines.count ? String(expectedLines[line].prefix(200)) : "<end of file>"
        Issue.record("""
            \(fixture.name).svg differs at line \(line + 1):
              got:      \(got)
              expected: \(want)
            Rerun with WAYMARK_UPDATE_GOLDEN=1, render the SVG with rsvg-convert and look at it.
            """)
    }
}
