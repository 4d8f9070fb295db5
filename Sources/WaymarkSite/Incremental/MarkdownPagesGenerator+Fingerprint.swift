import WaymarkModel

extension MarkdownPagesGenerator {
    /// The render-cache fingerprint of a Markdown page's job: every input its bytes depend on
    /// besides the shared `RenderEnvironment` — the page (kind, source path, template, front matter
    /// shown, body), its output path, the items it lists and which page of its list it is (``Pager``).
    /// `nil` for a page with ```` ```waymark ```` blocks, whose output depends on the site's data and is rendered on every build.
    static func fingerprint(of page: ContentPage, at path: OutputPath, children: [PageListItem],
                            reports: [PageListItem], moreReports: Bool, pager: Pager, markdown: MarkdownRenderer,
                            context: QueryBlockContext) -> UInt64? {
        if page.body.mayContainFencedBlock,
           !PageQueryBlocks(page: page, context: context).fencedBlocks(markdown: markdown).isEmpty {
            return nil
        }
        var hash = StableHash()
        hash.combine("waymark-markdown-page-1")
        hash.combine(path.description)
        hash.combine(page.kind.rawValue)
        hash.combine(page.sourcePath)
        hash.combine(page.templateName)
        hash.combine(page.frontMatter.title)
        hash.combine(page.frontMatter.summary)
        hash.combine(page.frontMatter.date?.description)
        hash.combine(page.body)
        combine(children, into: &hash)
        combine(reports, into: &hash)
        hash.combine(moreReports)
        hash.combine(pager.number)
        hash.combine(pager.count)
        hash.combine(pager.pagination.itemCount)
        hash.combine(pager.pagination.perPage)
        return hash.value
    }

    /// The fingerprint of `404.html`, whose bytes depend only on the shared environment.
    static let notFoundFingerprint: UInt64 = {
        var hash = StableHash()
        hash.combine("waymark-404-page-1")
        return hash.value
    }()

    private static func combine(_ items: [PageListItem], into hash: inout StableHash) {
        hash.combine(items.count)
        for item in items {
            hash.combine(item.title)
            hash.combine(item.sitePath)
            hash.combine(item.summary)
            hash.combine(item.date?.description)
            hash.combine(item.kind)
        }
    }
}
