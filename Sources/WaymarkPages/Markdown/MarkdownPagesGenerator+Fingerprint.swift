import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension MarkdownPagesGenerator {
    /// The render-cache fingerprint of a Markdown page's job: every input its bytes depend on
    /// besides the shared `RenderEnvironment` — the page as loaded and parsed (see ``combine(_:into:)``),
    /// the HTML of its ```` ```waymark ```` `blocks` (so a page whose blocks read other data, or
    /// find other results, renders again, and one whose blocks show the same does not), its output
    /// path, the items it lists and which page of its list it is (``Pager``).
    static func fingerprint(of page: ContentPage, at path: OutputPath, blocks: [String], children: [PageListItem],
                            reports: [PageListItem], moreReports: Bool, pager: Pager) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-markdown-page-3")
        hash.combine(path.description)
        combine(page, into: &hash)
        hash.combine(blocks.count)
        for block in blocks { hash.combine(block) }
        combine(children, into: &hash)
        combine(reports, into: &hash)
        hash.combine(moreReports)
        hash.combine(pager.number)
        hash.combine(pager.pagination.itemCount)
        hash.combine(pager.pagination.perPage)
        combine(pager.folder, into: &hash)
        return hash.value
    }

    /// The fingerprint of `404.html`, whose bytes depend only on the shared environment.
    static let notFoundFingerprint: UInt64 = {
        var hash = StableHash()
        hash.combine("waymark-404-page-1")
        return hash.value
    }()

    /// The stored properties each value in a fingerprint has, by type, all of which
    /// ``fingerprint(of:at:blocks:children:reports:moreReports:pager:)`` hashes except those named
    /// in ``unfingerprintedProperties``. A test compares them with the types' own (`Mirror`), so a
    /// property added later fails it until it is hashed here too.
    static let fingerprintedProperties: [String: [String]] = [
        "ContentPage": ["kind", "sourcePath", "displayPath", "frontMatter", "body", "bodyLine", "outputPath", "parsed",
                        "language", "frontMatterLines"],
        "PageFrontMatter": ["title", "date", "summary", "slug", "draft", "template", "weight", "output", "paginate",
                            "locations"],
        "ParsedMarkdown": ["segments", "blocks", "links", "headings", "unsafeHTML", "rootPrefix", "refusedLinks"],
        "FencedBlock": ["language", "info", "literal", "line", "lastLine"],
        "PageListItem": ["title", "sitePath", "summary", "date", "kind"],
        "Pager": ["number", "pagination", "folder"],
        "Pagination": ["itemCount", "perPage"],
        "CalendarDate": ["year", "month", "day"],
        "OutputPath": ["description"],
    ]

    /// Properties left out on purpose: the body's text is covered by its parse (`segments`, `blocks`),
    /// and the parse's links (refused ones too), headings, safety and root prefix are what made those segments; the
    /// front matter's key locations only place messages.
    static let unfingerprintedProperties: Set<String> = [
        "ContentPage.body", "ParsedMarkdown.links", "ParsedMarkdown.headings", "ParsedMarkdown.unsafeHTML",
        "ParsedMarkdown.rootPrefix", "ParsedMarkdown.refusedLinks", "PageFrontMatter.locations",
    ]

    /// Adds every input of `page` (see ``fingerprintedProperties``): its parse (the body's HTML
    /// around the blocks, and the blocks), its kind, paths, front matter, language and front-matter lines.
    static func combine(_ page: ContentPage, into hash: inout StableHash) {
        combine(page.parsed.segments, into: &hash)
        hash.combine(page.parsed.blocks.count)
        for block in page.parsed.blocks {
            hash.combine(block.language)
            hash.combine(block.info)
            hash.combine(block.literal)
            hash.combine(block.line)
            hash.combine(block.lastLine)
        }
        hash.combine(page.kind.rawValue)
        hash.combine(page.sourcePath)
        hash.combine(page.displayPath)
        let matter = page.frontMatter
        hash.combine(matter.title)
        combine(matter.date, into: &hash)
        hash.combine(matter.summary)
        hash.combine(matter.slug)
        hash.combine(matter.draft)
        hash.combine(matter.template)
        hash.combine(matter.weight)
        hash.combine(matter.output)
        hash.combine(matter.paginate != nil)
        hash.combine(matter.paginate ?? 0)
        hash.combine(page.bodyLine)
        hash.combine(page.outputPath.description)
        hash.combine(page.language)
        combine(page.frontMatterLines, into: &hash)
    }

    private static func combine(_ items: [PageListItem], into hash: inout StableHash) {
        hash.combine(items.count)
        for item in items {
            hash.combine(item.title)
            hash.combine(item.sitePath)
            hash.combine(item.summary)
            combine(item.date, into: &hash)
            hash.combine(item.kind)
        }
    }

    private static func combine(_ strings: [String], into hash: inout StableHash) {
        hash.combine(strings.count)
        for string in strings { hash.combine(string) }
    }

    private static func combine(_ date: CalendarDate?, into hash: inout StableHash) {
        hash.combine(date != nil)
        guard let date else { return }
        hash.combine(date.year)
        hash.combine(date.month)
        hash.combine(date.day)
    }
}
