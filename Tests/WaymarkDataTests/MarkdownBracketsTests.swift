import Foundation
import Testing
import WaymarkModel
@testable import WaymarkData

/// The Markdown shape cmark-gfm parses in super-linear time (`![[]()` repeated) is refused at the
/// field before it reaches cmark; long ordinary text is not. No clock is read: the bound is tested.
@Suite struct MarkdownBracketsTests {
    @Test func theBoundCountsOpenersTimesLinkEnds() {
        #expect(MarkdownBrackets.problem(field: "description", text: String(repeating: "![[]()", count: 2_000)) == nil)
        #expect(MarkdownBrackets.problem(field: "description", text: String(repeating: "![[]()", count: 40_000)) ==
            "description has 40000 image openers \"![\" and 40000 link ends \"](\": expected at most 4000000 as their product (Markdown of this shape takes time growing with it)")
        // 240 KB of links, of brackets, of emphasis: linear for cmark, accepted; so are 1,000 images
        // among 4,000 links.
        let mixed = String(repeating: "![a](b) ", count: 1_000) + String(repeating: "[a](b) ", count: 3_000)
        #expect(MarkdownBrackets.problem(field: "description", text: mixed) == nil)
        for unit in ["[a](b) ", "[", "![", "*a** "] {
            let text = String(repeating: unit, count: 240_000 / unit.utf8.count)
            #expect(MarkdownBrackets.problem(field: "description", text: text) == nil, "\(unit)")
        }
    }

    @Test func aHostileDescriptionIsAnErrorAtTheField() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-brackets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("data/announcements"), withIntermediateDirectories: true)
        let hostile = String(repeating: "![[]()", count: 40_000)
        try Data("- id: cat\n  status: lost\n  description: \"\(hostile)\"\n".utf8)
            .write(to: root.appendingPathComponent("data/announcements/a.yml"))
        let (_, diagnostics) = await SiteData.load(siteDirectory: root, strict: false)
        #expect(diagnostics.errors.map(\.headline).filter { $0.contains("description") } == [
            "data/announcements/a.yml:3:16: error: description has 40000 image openers \"![\" and 40000 link ends \"](\": expected at most 4000000 as their product (Markdown of this shape takes time growing with it)",
        ])
    }
}
