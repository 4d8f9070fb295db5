import WaymarkConfig
import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// The home page, one page per Markdown file in `pages/` and `reports/`, the list pages (`_index.md`
/// and an automatic `reports/index.html`), and `404.html`.
///
/// Checks that each page's template exists and that no two pages share an output path (a duplicate
/// slug); both are errors at the front-matter line that caused them.
package struct MarkdownPagesGenerator: SiteGenerator {
    /// `pages`, in `--verbose` output.
    package let name = "pages"

    /// How many reports the home page shows (newest first); the reports list has them all.
    package static let homeReportCount = 6

    /// Creates the generator.
    package init() {}

    /// One job per output file; see the type's description for what is checked.
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        var plan = GeneratorPlan()
        var pages: [ContentPage] = []
        var owners: [OutputPath: ContentPage] = [:]
        let queryContext = QueryBlockContext(site: site, settings: site.config.airports)
        var queryBlocks: [String: PageQueryBlocks] = [:]
        for page in site.pages.sortedPages(by: \.sourcePath, <) {
            if let problem = templateProblem(page, theme: site.theme) { plan.diagnostics.append(problem) }
            if let problem = site.paginateProblem(page) { plan.diagnostics.append(problem) }
            if let owner = owners[page.outputPath] {
                plan.diagnostics.append(duplicateSlug(page, owner: owner))
                continue
            }
            owners[page.outputPath] = page
            pages.append(page)
            let links = links(in: page)
            plan.links += links.site
            plan.diagnostics += links.refused
            let blocks = site.queryBlocks(of: page, context: queryContext)
            plan.diagnostics += blocks.diagnostics
            if !blocks.runs.isEmpty { queryBlocks[page.displayPath] = blocks }
        }
        if owners[OutputPath(trusted: ["index.html"])] == nil {
            pages.append(Self.syntheticPage(.home, title: site.config.title, folders: []))
        }
        let reports = pages.filter { $0.kind == .report }
        let reportsList = OutputPath(trusted: ["reports", "index.html"])
        if !reports.isEmpty, owners[reportsList] == nil {
            pages.append(Self.syntheticPage(.list, title: "Reports", folders: ["reports"]))
        }

        let listed = pages.filter { $0.kind == .page || $0.kind == .report }
        let topLevelPages = listed.filter { $0.kind == .page && $0.outputPath.components.count == 2 }
            .sortedInListOrder().map(PageListItem.init)
        let reportItems = reports.sortedInListOrder().map(PageListItem.init)
        let cards = ShareCardContext(site)
        // The search filters of every page, and of every report, made once.
        let pageFilters = SearchFilters(kind: ContentPage.Kind.page.rawValue).filters(site)
        let reportFilters = SearchFilters(kind: ContentPage.Kind.report.rawValue).filters(site)

        for page in pages.sortedPages(by: \.outputPath, <) {
            var children: [PageListItem] = []
            var lastModified = page.frontMatter.date
            switch page.kind {
            case .home:
                children = topLevelPages
                lastModified = ([page.frontMatter.date] + listed.map(\.frontMatter.date)).compactMap { $0 }.max()
            case .list:
                let prefix = page.sitePath
                let under = listed.filter { $0.sitePath.hasPrefix(prefix) }
                children = under.sortedInListOrder().map(PageListItem.init)
                lastModified = ([page.frontMatter.date] + under.map(\.frontMatter.date)).compactMap { $0 }.max()
            case .page, .report:
                break
            }
            let kindReports = page.kind == .home ? Array(reportItems.prefix(Self.homeReportCount)) : []
            let moreReports = page.kind == .home && reportItems.count > Self.homeReportCount
            // A list is paged (`paginate`): page 1 at its own path, page k at `page/<k>/` (Pager).
            let pagers = Pager.pages(itemCount: children.count, perPage: site.itemsPerPage(of: page),
                                     folder: Array(page.outputPath.components.dropLast()))
            // Only pages with ```waymark blocks can have query maps; they are on page 1 with the content.
            let blocks = queryBlocks[page.displayPath]
            let mapData = blocks.map { Self.queryMapJobs($0, at: page.outputPath, into: &plan) } ?? []
            let card = cards.flatMap { context in
                Self.shareCard(page, site: site, context: context).flatMap {
                    context.attach($0, page: page.outputPath, origin: page.displayPath, generator: name)
                }
            }
            for pager in pagers {
                plan.jobs.append(job(for: page, pager: pager, children: children, reports: kindReports,
                                     moreReports: moreReports, lastModified: lastModified, mapData: mapData,
                                     blocks: blocks, maps: blocks?.mapCount ?? 0,
                                     card: pager.number == 1 ? card : nil, site: site,
                                     searchFilters: page.kind == .report ? reportFilters : pageFilters,
                                     fingerprinted: site.wantsFingerprints))
            }
            if let card { plan.jobs.append(card.job) }
            if let first = pagers.first, first.isPaged {
                plan.jobs.append(PagerRedirect.job(in: first.folder, origin: page.displayPath))
            }
        }
        plan.jobs.append(notFoundJob(site))
        return plan
    }

    /// The job of page `pager.number` of `page` (of its list of `children`; page 1 for pages that
    /// list nothing). Pages after the first of a list show its title and their items, not its Markdown.
    /// `blocks` are the page's query blocks, run (their HTML is made when the page renders) and
    /// `maps` how many maps they draw; the job has a fingerprint when `fingerprinted` (a cache will read it).
    private func job(for page: ContentPage, pager: Pager, children: [PageListItem], reports kindReports: [PageListItem],
                     moreReports: Bool, lastModified: CalendarDate?, mapData: [[String: String]],
                     blocks: PageQueryBlocks?, maps: Int, card: AttachedShareCard? = nil, site: SiteContent,
                     searchFilters: [SearchFilters.Filter]?, fingerprinted: Bool) -> PageJob {
        let listItems = Array(children[pager.itemRange.clamped(to: children.indices)])
        let isFirst = pager.number == 1
        let path = isFirst ? page.outputPath : pager.path
        let showsPager = page.kind == .list
        let shareImage = card?.image
        let words = site.words
        let sitemapDate = isFirst ? lastModified : listItems.compactMap(\.date).max()
        let config = site.config
        let jsonLD = page.kind != .home ? nil
            : StructuredData.webSite(name: config.title, url: config.absoluteURL(path.folderPath),
                                     description: config.description, language: config.language)
        let searchFilters = page.kind == .page || page.kind == .report ? searchFilters : nil
        return PageJob(
            path: path, origin: isFirst ? page.displayPath : "\(page.displayPath) (page \(pager.number))",
            sitemap: PageJob.SitemapInclusion(lastModified: sitemapDate), maps: isFirst ? maps : 0,
            template: page.templateName, fingerprinted: fingerprinted
        ) {
            let content = PageContent(parsed: isFirst ? page.parsed : nil, blocks: isFirst ? blocks : nil,
                                      pagePath: path.description)
            let matter = page.frontMatter
            return MarkdownPageModel(
                page: MarkdownPageModel.Page(title: matter.title, kind: page.kind.rawValue, content: content,
                                             hasContent: !content.isEmpty, sourcePath: page.sourcePath,
                                             summary: matter.summary, date: matter.date?.description,
                                             dateDisplay: matter.date.map(words.date)),
                pages: listItems.map { $0.model(from: path, words: words) }, hasPages: !listItems.isEmpty,
                reports: kindReports.map { $0.model(from: path, words: words) }, hasReports: !kindReports.isEmpty,
                hasMoreReports: moreReports, reportsURL: SiteLink.relative(from: path.description, to: "reports/"),
                pager: showsPager ? pager.model(words: words) : nil, mapData: isFirst ? mapData : nil,
                shareImage: shareImage, jsonLD: jsonLD, searchable: searchFilters.map { _ in true },
                searchFilters: searchFilters)
        }
    }

    /// `404.html`: served by web servers for any missing URL, so its links start from the site's
    /// root path (`/` or the path of `baseURL`) instead of being relative.
    private func notFoundJob(_ site: SiteContent) -> PageJob {
        let path = OutputPath(trusted: ["404.html"])
        let title = site.words.text("page.not_found_title")
        return PageJob(path: path, origin: "(404 page)", sitemap: nil, template: "404",
                       rootOverride: Self.rootPath(of: site.config.baseURL), fingerprinted: site.wantsFingerprints) {
            NotFoundPageModel(page: NotFoundPageModel.Page(title: title))
        }
    }

    /// The path part of `baseURL`: `https://example.org/site/` → `/site/`.
    static func rootPath(of baseURL: String) -> String {
        guard let scheme = baseURL.range(of: "://") else { return "/" }
        let afterHost = baseURL[scheme.upperBound...].drop(while: { $0 != "/" })
        return afterHost.isEmpty ? "/" : String(afterHost)
    }

    /// The site-absolute links of a page's Markdown (from its one parse), located in its file, each
    /// with its source line (found in one pass over the body's bytes, up to the last link's line),
    /// and the errors for its links with a refused scheme (``URLReference``), located the same way.
    private func links(in page: ContentPage) -> (site: [LinkReference], refused: [Diagnostic]) {
        let found = page.parsed.links + page.parsed.refusedLinks
        guard !found.isEmpty else { return ([], []) }
        let wanted = Set(found.map(\.line))
        let last = wanted.max() ?? 0
        var lines: [Int: String] = [:]
        var number = 0
        SourceFile.forEachLine(of: page.body) { line in
            number += 1
            if wanted.contains(number) { lines[number] = String(decoding: line, as: UTF8.self) }
            return number < last
        }
        func located(_ link: MarkdownLink) -> LinkReference {
            LinkReference(target: link.target,
                          location: SourceLocation(path: page.displayPath, line: page.bodyLine + link.line - 1,
                                                   column: link.column),
                          sourceLine: lines[link.line])
        }
        let refused = page.parsed.refusedLinks.map(located).compactMap {
            URLReference($0.target).problem(naming: "link", at: $0.location, sourceLine: $0.sourceLine)
        }
        return (page.parsed.links.map(located), refused)
    }

    private func templateProblem(_ page: ContentPage, theme: Theme) -> Diagnostic? {
        guard let template = page.frontMatter.template, !theme.pageTemplates.contains(template) else { return nil }
        let location = page.frontMatter.locations["template"] ?? SourceLocation(path: page.displayPath, line: 1, column: 1)
        let known = theme.pageTemplates.joined(separator: ", ")
        return Diagnostic(.error, at: location, "unknown template \"\(template)\": expected one of \(known)",
                          sourceLine: sourceLine(page, location.line))
    }

    private func duplicateSlug(_ page: ContentPage, owner: ContentPage) -> Diagnostic {
        let location = page.frontMatter.locations["slug"] ?? SourceLocation(path: page.displayPath, line: 1, column: 1)
        let slug = page.outputPath.components.dropLast().last ?? ""
        return Diagnostic(.error, at: location,
                          "duplicate slug \"\(slug)\": \(owner.displayPath) already writes \(page.outputPath), expected a slug of its own",
                          sourceLine: sourceLine(page, location.line))
    }

    /// The front-matter line `line` of a page (1 is the opening `---`); `nil` inside the body.
    private func sourceLine(_ page: ContentPage, _ line: Int) -> String? {
        page.frontMatterLines.indices.contains(line - 1) ? page.frontMatterLines[line - 1] : nil
    }

    static func syntheticPage(_ kind: ContentPage.Kind, title: String, folders: [String]) -> ContentPage {
        ContentPage(kind: kind, sourcePath: "", displayPath: "(\(kind.rawValue) page)",
                    frontMatter: PageFrontMatter(title: title), body: "", bodyLine: 1,
                    outputPath: OutputPath(trusted: folders + ["index.html"]))
    }
}
