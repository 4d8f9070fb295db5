import WaymarkModel
import WaymarkOutput

extension MarkdownPagesGenerator {
    /// The render-cache fingerprint of a Markdown page's job: every input its bytes depend on
    /// besides the shared `RenderEnvironment` — the page as loaded and parsed (see ``combine(_:into:)``),
    /// the HTML of its ```` ```waymark ```` `blocks` (so a page whose blocks read other data, or
    /// find other results, renders again, and one whose blocks show the same does not), its output
    /// path, the items it lists and which page of its list it is (``Pager``).
    static func fingerprint(of page: ContentPage, at path: OutputPath, blocks: [String], children: [PageListItem],
                            reports: [PageListItem], moreReports: Bool, pager: Pager) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-markdown-page-2")
        hash.combine(path.description)
        combine(page, into: &hash)
        hash.combine(blocks.count)
        for block in blocks { hash.combine(block) }
        combineReflecting(children, into: &hash)
        combineReflecting(reports, into: &hash)
        hash.combine(moreReports)
        combineReflecting([pager], into: &hash)
        return hash.value
    }

    /// The fingerprint of `404.html`, whose bytes depend only on the shared environment.
    static let notFoundFingerprint: UInt64 = {
        var hash = StableHash()
        hash.combine("waymark-404-page-1")
        return hash.value
    }()

    /// Adds every stored property of `page`: its parse (the body's HTML around the blocks, and the
    /// blocks), and each other property as `String(reflecting:)`, so a property added to
    /// ``ContentPage`` or ``PageFrontMatter`` later is part of the fingerprint without being listed
    /// here. The front matter's key locations (only messages use them, and a dictionary's order is
    /// not stable) are left out; the body's text is covered by its parse.
    static func combine(_ page: ContentPage, into hash: inout StableHash) {
        hash.combine(page.parsed.segments.count)
        for segment in page.parsed.segments { hash.combine(segment) }
        combineReflecting(page.parsed.blocks, into: &hash)
        for child in Mirror(reflecting: page).children {
            switch child.label {
            case "parsed", "body": continue
            case "frontMatter":
                var matter = page.frontMatter
                matter.locations = [:]
                hash.combine(String(reflecting: matter))
            default:
                hash.combine(child.label)
                hash.combine(String(reflecting: child.value))
            }
        }
    }

    private static func combineReflecting<Value>(_ values: [Value], into hash: inout StableHash) {
        hash.combine(values.count)
        for value in values { hash.combine(String(reflecting: value)) }
    }
}
