import Testing
import WaymarkMarkdown
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender

/// The render-cache fingerprint of a Markdown page's job (`MarkdownPagesGenerator.fingerprint`),
/// which names each input it hashes: every input changed on its own changes it, and every stored
/// property of the values it is made of is either hashed or left out on purpose.
@Suite struct MarkdownPageFingerprintTests {
    static let body = "Text.\n\n```waymark title=one\nannouncements near oslo\n```\n"

    static let page: ContentPage = {
        var matter = PageFrontMatter(title: "A", date: CalendarDate(year: 2026, month: 1, day: 2), summary: "S",
                                     slug: "a", draft: false, template: "page", weight: 3)
        matter.output = "html"
        matter.paginate = 5
        var page = ContentPage(kind: .page, sourcePath: "pages/a.md", displayPath: "site/pages/a.md",
                               frontMatter: matter, body: body, bodyLine: 9,
                               outputPath: OutputPath(trusted: ["a", "index.html"]),
                               frontMatterLines: ["---", "title: A", "---"])
        page.language = "sv"
        return page
    }()

    static let item = PageListItem(title: "B", sitePath: "b/", summary: "T", date: CalendarDate(year: 2025, month: 5, day: 6),
                                   kind: "page")
    static let pager = Pager(number: 1, pagination: Pagination(itemCount: 4, perPage: 2), folder: ["a"])

    static func fingerprint(_ page: ContentPage = page, at path: OutputPath? = nil, blocks: [String] = ["<figure>1</figure>"],
                            children: [PageListItem] = [item], reports: [PageListItem] = [item], more: Bool = false,
                            pager: Pager = pager) -> UInt64 {
        MarkdownPagesGenerator.fingerprint(of: page, at: path ?? page.outputPath, blocks: blocks, children: children,
                                           reports: reports, moreReports: more, pager: pager)
    }

    /// Each page input changed on its own: the name of the change and the changed page.
    static func pageChanges() -> [(String, ContentPage)] {
        func changed(_ what: String, _ edit: (inout ContentPage) -> Void) -> (String, ContentPage) {
            var copy = page
            edit(&copy)
            return (what, copy)
        }
        return [
            changed("kind") { $0.kind = .report },
            changed("sourcePath") { $0.sourcePath = "pages/b.md" },
            changed("displayPath") { $0.displayPath = "other/pages/a.md" },
            changed("title") { $0.frontMatter.title = "A2" },
            changed("date") { $0.frontMatter.date = CalendarDate(year: 2026, month: 1, day: 3) },
            changed("no date") { $0.frontMatter.date = nil },
            changed("summary") { $0.frontMatter.summary = "S2" },
            changed("no summary") { $0.frontMatter.summary = nil },
            changed("slug") { $0.frontMatter.slug = "b" },
            changed("draft") { $0.frontMatter.draft = true },
            changed("template") { $0.frontMatter.template = "report" },
            changed("weight") { $0.frontMatter.weight = 4 },
            changed("output") { $0.frontMatter.output = "markdown" },
            changed("paginate") { $0.frontMatter.paginate = 6 },
            changed("no paginate") { $0.frontMatter.paginate = nil },
            changed("paginate 0") { $0.frontMatter.paginate = 0 },
            changed("body text") { $0.body = body.replacingOccurrences(of: "Text.", with: "Texts.") },
            changed("block literal") { $0.body = body.replacingOccurrences(of: "oslo", with: "bergen") },
            changed("block info") { $0.body = body.replacingOccurrences(of: "title=one", with: "title=two") },
            changed("block line") { $0.body = "\n" + body },
            changed("bodyLine") { $0.bodyLine = 10 },
            changed("outputPath") { $0.outputPath = OutputPath(trusted: ["b", "index.html"]) },
            changed("language") { $0.language = nil },
            changed("frontMatterLines") { $0.frontMatterLines = ["---", "title:  A", "---"] },
        ]
    }

    @Test func everyInputChangesTheFingerprint() {
        let base = Self.fingerprint()
        var all: [(String, UInt64)] = [("base", base)]
        for (what, page) in Self.pageChanges() { all.append((what, Self.fingerprint(page))) }
        func item(_ edit: (inout PageListItem) -> Void) -> [PageListItem] {
            var copy = Self.item
            edit(&copy)
            return [copy]
        }
        all += [
            ("path", Self.fingerprint(at: OutputPath(trusted: ["a", "page", "2", "index.html"]))),
            ("blocks", Self.fingerprint(blocks: ["<figure>2</figure>"])),
            ("no blocks", Self.fingerprint(blocks: [])),
            ("child title", Self.fingerprint(children: item { $0.title = "B2" })),
            ("child sitePath", Self.fingerprint(children: item { $0.sitePath = "c/" })),
            ("child summary", Self.fingerprint(children: item { $0.summary = nil })),
            ("child date", Self.fingerprint(children: item { $0.date = CalendarDate(year: 2025, month: 6, day: 6) })),
            ("child kind", Self.fingerprint(children: item { $0.kind = "report" })),
            ("no children", Self.fingerprint(children: [])),
            ("report title", Self.fingerprint(reports: item { $0.title = "B2" })),
            ("no reports", Self.fingerprint(reports: [])),
            ("more reports", Self.fingerprint(more: true)),
            ("pager number", Self.fingerprint(pager: Pager(number: 2, pagination: Pagination(itemCount: 4, perPage: 2), folder: ["a"]))),
            ("pager items", Self.fingerprint(pager: Pager(number: 1, pagination: Pagination(itemCount: 5, perPage: 2), folder: ["a"]))),
            ("pager size", Self.fingerprint(pager: Pager(number: 1, pagination: Pagination(itemCount: 4, perPage: 3), folder: ["a"]))),
            ("pager folder", Self.fingerprint(pager: Pager(number: 1, pagination: Pagination(itemCount: 4, perPage: 2), folder: ["b"]))),
        ]
        for (index, (what, value)) in all.enumerated() {
            for (otherWhat, other) in all[..<index] where other == value {
                Issue.record("\(what) gives the same fingerprint as \(otherWhat)")
            }
        }
        #expect(Self.fingerprint() == base)
        // The same page made again (a new parse) has the same fingerprint.
        let again = ContentPage(kind: .page, sourcePath: "pages/a.md", displayPath: "site/pages/a.md",
                                frontMatter: Self.page.frontMatter, body: Self.body, bodyLine: 9,
                                outputPath: OutputPath(trusted: ["a", "index.html"]),
                                frontMatterLines: ["---", "title: A", "---"])
        var translated = again
        translated.language = "sv"
        #expect(Self.fingerprint(translated) == base)
    }

    /// A stored property added to any value a fingerprint is made of fails here until
    /// `MarkdownPagesGenerator.fingerprintedProperties` (and the hashing) name it.
    /// The stored properties of `value`; for a value that keeps them in a shared box (a
    /// ``ContentPage``'s `box`, whose `fields` hold them), those of the box's fields.
    static func storedProperties(of value: Any) -> [String] {
        let children = Array(Mirror(reflecting: value).children)
        guard children.count == 1, children[0].label == "box",
              let fields = Mirror(reflecting: children[0].value).children.first(where: { $0.label == "fields" })
        else { return children.compactMap(\.label) }
        return Mirror(reflecting: fields.value).children.compactMap(\.label)
    }

    @Test func everyStoredPropertyIsHashedOrLeftOutOnPurpose() throws {
        let block = try #require(Self.page.parsed.blocks.first)
        let date = try #require(CalendarDate(year: 2026, month: 1, day: 2))
        let values: [(String, Any)] = [
            ("ContentPage", Self.page), ("PageFrontMatter", Self.page.frontMatter), ("ParsedMarkdown", Self.page.parsed),
            ("FencedBlock", block), ("PageListItem", Self.item), ("Pager", Self.pager),
            ("Pagination", Self.pager.pagination), ("CalendarDate", date), ("OutputPath", Self.page.outputPath),
        ]
        #expect(Self.page.parsed.blocks.count == 1)
        #expect(Set(values.map(\.0)) == Set(MarkdownPagesGenerator.fingerprintedProperties.keys))
        for (name, value) in values {
            let stored = Self.storedProperties(of: value)
            #expect(stored == MarkdownPagesGenerator.fingerprintedProperties[name], "\(name)")
        }
        let known = Set(MarkdownPagesGenerator.fingerprintedProperties.flatMap { type, names in names.map { "\(type).\($0)" } })
        #expect(MarkdownPagesGenerator.unfingerprintedProperties.isSubset(of: known))
    }
}
