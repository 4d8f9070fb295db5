import WaymarkDiscovery
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput

/// A Markdown page or report read from the site, with where it will be written.
package struct ContentPage: Sendable, Hashable {
    /// What the page is; each kind has its own default template.
    package enum Kind: String, Sendable, Hashable {
        /// `pages/_index.md`: the home page (`index.html`).
        case home
        /// `pages/**/*.md`: a page (`<slug>/index.html`).
        case page
        /// `reports/**/*.md`: a report (`reports/<slug>/index.html`).
        case report
        /// `_index.md` in any other folder: the list of the pages under it.
        case list
    }

    /// The page's kind.
    package var kind: Kind
    /// The Markdown file relative to the site folder, e.g. `pages/about.md`.
    package var sourcePath: String
    /// The Markdown file as named in messages (the site folder as the user gave it, then `sourcePath`).
    package var displayPath: String
    /// The parsed front matter.
    package var frontMatter: PageFrontMatter
    /// The Markdown after the front matter.
    package var body: String { didSet { parsed = Self.parse(body, at: outputPath, unsafeHTML: parsed.unsafeHTML) } }
    /// The 1-based file line the body starts on.
    package var bodyLine: Int
    /// Where the page is written (its body's site-absolute links are made relative to it).
    package var outputPath: OutputPath { didSet { parsed = Self.parse(body, at: outputPath, unsafeHTML: parsed.unsafeHTML) } }
    /// The body, parsed and rendered once (see ``ParsedMarkdown``); kept in step with `body` and `outputPath`.
    package private(set) var parsed: ParsedMarkdown
    /// The language of a translation named by its file (`about.sv.md` → `sv`), `nil` for a page in
    /// the site's default language (docs/i18n.md, "Multilingual sites").
    package var language: String? = nil
    /// The file's lines up to the closing `---` (line 1 is the opening `---`), to quote in messages.
    package var frontMatterLines: [String]

    /// Creates a page, parsing its body with `markdown`.
    package init(kind: Kind, sourcePath: String, displayPath: String, frontMatter: PageFrontMatter,
                body: String, bodyLine: Int, outputPath: OutputPath, frontMatterLines: [String] = [],
                markdown: MarkdownRenderer = MarkdownRenderer()) {
        self.kind = kind
        self.sourcePath = sourcePath
        self.displayPath = displayPath
        self.frontMatter = frontMatter
        self.body = body
        self.bodyLine = bodyLine
        self.outputPath = outputPath
        self.frontMatterLines = frontMatterLines
        self.parsed = Self.parse(body, at: outputPath, unsafeHTML: markdown.unsafeHTML)
    }

    /// The page with its body parsed by `markdown` (itself when it already was).
    package func parsed(with markdown: MarkdownRenderer) -> ContentPage {
        guard markdown.unsafeHTML != parsed.unsafeHTML else { return self }
        var page = self
        page.parsed = Self.parse(body, at: outputPath, unsafeHTML: markdown.unsafeHTML)
        return page
    }

    /// The one parse of a page body: rendered for the page at `path`, its query blocks left as gaps.
    private static func parse(_ body: String, at path: OutputPath, unsafeHTML: Bool) -> ParsedMarkdown {
        MarkdownRenderer(unsafeHTML: unsafeHTML)
            .parse(body, rootPrefix: SiteLink.rootPrefix(from: path.description), blockLanguage: QueryBlockParser.language)
    }

    /// The template to render with: `template:` from the front matter, else the kind's own.
    package var templateName: String { frontMatter.template ?? kind.rawValue }

    /// The page's site path, e.g. `about/` (`` for the home page).
    package var sitePath: String { outputPath.folderPath }
}

extension ContentPage {
    /// List order: weight (lower first), then date (newest first, undated last), then title, then path.
    package static func listOrder(_ a: ContentPage, _ b: ContentPage) -> Bool {
        ListOrderKey.less(ListOrderKey(a), ListOrderKey(b))
    }

    /// The fields list order compares, taken out of a page: sorting compares these instead of whole
    /// pages (``Swift/Array/sortedInListOrder()``), and copying the whole front matter (its strings and
    /// locations) for every comparison was most of sorting a list of thousands of pages.
    package struct ListOrderKey {
        let weight: Int
        let date: CalendarDate?
        let title: String
        let outputPath: OutputPath

        package init(_ page: ContentPage) {
            weight = page.frontMatter.weight
            date = page.frontMatter.date
            title = page.frontMatter.title
            outputPath = page.outputPath
        }

        /// True when `a` comes before `b` in list order.
        package static func less(_ a: ListOrderKey, _ b: ListOrderKey) -> Bool {
            if a.weight != b.weight { return a.weight < b.weight }
            switch (a.date, b.date) {
            case let (l?, r?) where l != r: return l > r
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if a.title != b.title { return a.title < b.title }
            return a.outputPath < b.outputPath
        }
    }
}
