import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// `paginate` in site.yml and in front matter: what is accepted and the errors, word for word.
@Suite struct PaginationSettingTests {
    @Test(arguments: [("0", 0), ("1", 1), ("50", 50), ("+7", 7), ("007", 7), (" 12 ", 12), ("1000000000", 1_000_000_000),
                        ("99999999999999999999", Int.max)])
    func wholeNumbersFromZeroAreAccepted(text: String, value: Int) {
        #expect(PaginationSetting.perPage(text) == value)
    }

    @Test(arguments: ["-1", "-0", "-0x1", "0x10", "ten", "2.5", "", "+", "++1", "1e3", "5 per page", "1_000", "٣"])
    func anythingElseIsRejected(text: String) {
        #expect(PaginationSetting.perPage(text) == nil)
    }

    @Test func siteYAMLReadsIt() throws {
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: "title: T\nbaseURL: https://e.org/\npaginate: 20\n")).load()
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.config).paginate == 20)
        let absent = SiteConfigLoader(source: SourceFile(path: "site.yml", text: "title: T\nbaseURL: https://e.org/\n")).load()
        #expect(try #require(absent.config).paginate == nil)
    }

    @Test(arguments: [
        ("paginate: -3",
         "site.yml:3:11: error: paginate \"-3\" is not a number of items per page: expected a whole number, 0 or more (0 turns paging off)\n  |\n3 | paginate: -3\n  |           ^"),
        ("paginate: ten",
         "site.yml:3:11: error: paginate \"ten\" is not a number of items per page: expected a whole number, 0 or more (0 turns paging off)\n  |\n3 | paginate: ten\n  |           ^"),
        ("paginate: 2.5",
         "site.yml:3:11: error: paginate \"2.5\" is not a number of items per page: expected a whole number, 0 or more (0 turns paging off)\n  |\n3 | paginate: 2.5\n  |           ^"),
        ("paginate: [10]",
         "site.yml:3:11: error: paginate must be a whole number of items per page, found a list\n  |\n3 | paginate: [10]\n  |           ^"),
    ])
    func siteYAMLErrorsWordForWord(line: String, expected: String) {
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: "title: T\nbaseURL: https://e.org/\n\(line)\n")).load()
        #expect(result.config == nil)
        #expect(result.diagnostics.map(\.description) == [expected])
    }

    @Test func frontMatterReadsIt() throws {
        let parsed = FrontMatterParser(source: SourceFile(path: "reports/_index.md", text: "---\ntitle: R\npaginate: 0\n---\n")).parse()
        #expect(parsed.diagnostics.isEmpty)
        #expect(try #require(parsed.page).0.paginate == 0)
    }

    @Test(arguments: [
        ("paginate: -1",
         "reports/_index.md:3:11: error: paginate \"-1\" is not a number of items per page: expected a whole number, 0 or more (0 turns paging off)\n  |\n3 | paginate: -1\n  |           ^"),
        ("paginate: {by: 5}",
         "reports/_index.md:3:11: error: paginate must be a whole number of items per page, found a mapping\n  |\n3 | paginate: {by: 5}\n  |           ^"),
    ])
    func frontMatterErrorsWordForWord(line: String, expected: String) {
        let parsed = FrontMatterParser(source: SourceFile(path: "reports/_index.md", text: "---\ntitle: R\n\(line)\n---\n")).parse()
        #expect(parsed.page == nil)
        #expect(parsed.diagnostics.map(\.description) == [expected])
    }
}
