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

    /// Every stored value of a page. A page holds them in one shared, immutable box, so copying a
    /// page (into a sorted list, a dictionary of owners, a render job) costs one reference count
    /// instead of one per string and array; changing a value puts a new box in place.
    private struct Fields: Sendable, Hashable {
        var kind: Kind
        var sourcePath: String
        var displayPath: String
        var frontMatter: PageFrontMatter
        var body: String
        var bodyLine: Int
        var outputPath: OutputPath
        var parsed: ParsedMarkdown
        var language: String?
        var frontMatterLines: [String]
    }

    /// The box of ``Fields`` pages share until one of them changes.
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private var fields: Fields {
        get { box.fields }
        set { box = Box(newValue) }
    }

    /// The page's kind.
    package var kind: Kind {
        get { fields.kind }
        set { fields.kind = newValue }
    }
    /// The Markdown file relative to the site folder, e.g. `pages/about.md`.
    package var sourcePath: String {
        get { fields.sourcePath }
        set { fields.sourcePath = newValue }
    }
    /// The Markdown file as named in messages (the site folder as the user gave it, then `sourcePath`).
    package var displayPath: String {
        get { fields.displayPath }
        set { fields.displayPath = newValue }
    }
    /// The parsed front matter.
    package var frontMatter: PageFrontMatter {
        get { fields.frontMatter }
        set { fields.frontMatter = newValue }
    }
    /// The Markdown after the front matter.
    package var body: String {
        get { fields.body }
        set {
            var changed = fields
            changed.body = newValue
            changed.parsed = Self.parse(newValue, at: changed.outputPath, unsafeHTML: changed.parsed.unsafeHTML)
            fields = changed
        }
    }
    /// The 1-based file line the body starts on.
    package var bodyLine: Int {
        get { fields.bodyLine }
        set { fields.bodyLine = newValue }
    }
    /// Where the page is written (its body's site-absolute links are made relative to it).
    package var outputPath: OutputPath {
        get { fields.outputPath }
        set {
            var changed = fields
            changed.outputPath = newValue
            changed.parsed = Self.parse(changed.body, at: newValue, unsafeHTML: changed.parsed.unsafeHTML)
            fields = changed
        }
    }
    /// The body, parsed and rendered once (see ``ParsedMarkdown``); kept in step with `body` and `outputPath`.
    package var parsed: ParsedMarkdown { fields.parsed }
    /// The language of a translation named by its file (`about.sv.md` → `sv`), `nil` for a page in
    /// the site's default language (docs/i18n.md, "Multilingual sites").
    package var language: String? {
        get { fields.language }
        set { fields.language = newValue }
    }
    /// The file's lines up to the closing `---` (line 1 is the opening `---`), to quote in messages.
    package var frontMatterLines: [String] {
        get { fields.frontMatterLines }
        set { fields.frontMatterLines = newValue }
    }

    /// Creates a page, parsing its body with `markdown`.
    package init(kind: Kind, sourcePath: String, displayPath: String, frontMatter: PageFrontMatter,
                body: String, bodyLine: Int, outputPath: OutputPath, frontMatterLines: [String] = [],
                markdown: MarkdownRenderer = MarkdownRenderer()) {
        box = Box(Fields(kind: kind, sourcePath: sourcePath, displayPath: displayPath, frontMatter: frontMatter,
                         body: body, bodyLine: bodyLine, outputPath: outputPath,
                         parsed: Self.parse(body, at: outputPath, unsafeHTML: markdown.unsafeHTML),
                         language: nil, frontMatterLines: frontMatterLines))
    }

    package static func == (lhs: ContentPage, rhs: ContentPage) -> Bool {
        lhs.box === rhs.box || lhs.fields == rhs.fields
    }

    package func hash(into hasher: inout Hasher) {
        fields.hash(into: &hasher)
    }

    /// The page with its body parsed by `markdown` (itself when it already was).
    package func parsed(with markdown: MarkdownRenderer) -> ContentPage {
        guard markdown.unsafeHTML != parsed.unsafeHTML else { return self }
        var page = self
        page.fields.parsed = Self.parse(body, at: outputPath, unsafeHTML: markdown.unsafeHTML)
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
