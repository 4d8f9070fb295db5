import Foundation
import Testing
import WaymarkTestSupport
@testable import WaymarkModel
@testable import WaymarkData

/// "Billion laughs": aliases that expand to billions of values are stopped before Yams composes
/// them, at the alias that crosses the line; data files take no aliases at all.
@Suite struct YAMLAliasGuardTests {
    /// Ten levels of nine aliases each: 9^10 values once expanded, in ten short lines.
    static let bomb = AliasBomb.yaml(levels: 10)

    @Test func bombIsStoppedAtTheAliasThatCrossesTheLimit() throws {
        let problem = try #require(YAMLAliasGuard.check(Self.bomb, policy: .limitExpansion(100_000)))
        // a = 10 values, b = 91, c = 820, d = 7,381, e = 66,430: the document reaches 74,740 values
        // at the start of line 6, and its first *e crosses 100,000.
        #expect(problem.line == 6)
        #expect(problem.column == 8)
        #expect(problem.message == "the YAML alias *e makes the document more than 100000 values long once aliases are expanded (an alias bomb?): expected aliases that repeat a small part of the file")
    }

    @Test func bombAsAMappingKeyIsStoppedToo() throws {
        let yaml = Self.bomb + "\n? *j\n: boom\n"
        #expect(YAMLAliasGuard.check(yaml, policy: .limitExpansion(100_000)) != nil)
    }

    @Test func smallAliasesAreAllowedUnderTheLimit() {
        let yaml = """
        base: &base {radius: 10km, units: km}
        one: *base
        two: *base
        """
        #expect(YAMLAliasGuard.check(yaml, policy: .limitExpansion(100_000)) == nil)
        // base = 5 values (mapping, 2 keys, 2 values); the document is 1 + 3 × (1 + 5) = 19.
        #expect(YAMLAliasGuard.check(yaml, policy: .limitExpansion(19)) == nil)
        #expect(YAMLAliasGuard.check(yaml, policy: .limitExpansion(18))?.line == 3)
    }

    @Test func dataFilesRefuseEveryAlias() throws {
        let yaml = """
        - id: a
          name: &n Boat
        - id: b
          name: *n
        """
        let problem = try #require(YAMLAliasGuard.check(yaml, policy: .refuseAliases))
        #expect((problem.line, problem.column) == (4, 9))
        #expect(problem.message.hasPrefix("the YAML alias *n is not accepted in data files"))
    }

    @Test func textsWithoutAliasesPass() {
        #expect(YAMLAliasGuard.check("title: \"*not an alias*\"\nlist: ['*', a*b]\n", policy: .refuseAliases) == nil)
        #expect(YAMLAliasGuard.check("plain: text", policy: .refuseAliases) == nil)
    }

    @Test func recordFileWithABombIsOneLocatedError() {
        let (records, problems) = YAMLRecordReader.read(Self.bomb, path: "data/charters/bomb.yml")
        #expect(records.isEmpty)
        #expect(problems.map(\.description) == [
            "data/charters/bomb.yml:2:8: error: the YAML alias *a is not accepted in data files: expected every value written out (anchors and aliases are for site.yml and front matter)",
        ])
    }

    @Test func placesFileWithAnAliasIsAnErrorAtTheAlias() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("data"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("- {name: Split, slug: &s split, latitude: 43.5, longitude: 16.4}\n- {name: Hvar, slug: *s, latitude: 43.2, longitude: 16.4}\n".utf8)
            .write(to: root.appendingPathComponent("data/places.yml"))
        let (places, problems) = await SiteData.loadPlaces(siteDirectory: root)
        #expect(places.isEmpty)
        #expect(problems.map(\.headline) == [
            "data/places.yml:2:22: error: the YAML alias *s is not accepted in data files: expected every value written out (anchors and aliases are for site.yml and front matter)",
        ])
    }

    @Test func deepNestingStillStopsAtLibyamlsLimit() {
        let yaml = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let (records, problems) = YAMLRecordReader.read(yaml, path: "data/charters/deep.yml")
        #expect(records.isEmpty)
        #expect(problems.count == 1)
        #expect(problems.first?.description.hasPrefix("data/charters/deep.yml:") == true)
    }
}
