import WaymarkConfig
import WaymarkCore
import WaymarkData
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// Reads every Markdown file under `pages/` and `reports/` of a site folder into `ContentPage`s.
///
/// Routes: `pages/about.md` → `about/index.html`, `pages/guides/x.md` → `guides/x/index.html`,
/// `reports/x.md` → `reports/x/index.html`; `_index.md` is the list page of its folder and
/// `pages/_index.md` the home page. The last component is the front matter's `slug` when given,
/// else the file name made into a slug; folder names are made into slugs too.
struct ContentLoader {
    /// The file system.
    let io: FileIO
    /// The site folder to read.
    let siteFolder: String
    /// How the site folder is named in messages.
    let displayFolder: String
    /// Parses of earlier loads to reuse for unchanged files (`waymark serve`), or `nil`.
    var cache: ContentPageCache? = nil
    /// The site's languages other than the default (`languages:` after the first): a file named
    /// `about.sv.md`, or `about.md` in a folder `sv/`, is the `sv` translation of `about.md` and
    /// routed like it (``PageLanguagePlacement``).
    var translations: [String] = []
    /// Parses and renders each page's body (`markdown.unsafeHTML` of `site.yml`).
    var markdown = MarkdownRenderer()
    /// The default language of a multilingual site, whose folder (`en/`) holds default-language pages.
    var defaultLanguage: String? = nil
    /// Every language the site declares (`languages:`, else `language:`): a file whose name ends
    /// in another language code (`about.sv.md` in a site in `en`) is skipped with a warning.
    var siteLanguages: [String] = []
    /// Where each file read is kept, for messages made later in the build.
    var sources = SourceStore()

    /// The content roots and the URL folder each one is published under.
    static let roots: [(folder: String, urlPrefix: [String], kind: ContentPage.Kind)] = [
        ("pages", [], .page),
        ("reports", ["reports"], .report),
    ]

    /// Every page that could be read (drafts included) and every diagnostic, in file order. The
    /// folders are listed first; then the files are read and parsed (front matter and Markdown) in
    /// parallel.
    func load() -> (pages: [ContentPage], diagnostics: [Diagnostic]) {
        struct File {
            var path: String
            var key: String
            var relative: String
            var root: (folder: String, urlPrefix: [String], kind: ContentPage.Kind)
            var sourcePath: String
            var display: String
        }
        enum Slot {
            case problems([Diagnostic])
            case file(File)
        }
        /// What became of one file: a read failure, or its parse (taken from the cache or not).
        enum Outcome {
            case unread([Diagnostic])
            case parsed(ContentPageCache.Parsed, reused: Bool)
        }
        var slots: [Slot] = []
        let languages = translations.joined(separator: ",") + "\u{0}" + (defaultLanguage ?? "")
            + "\u{0}" + siteLanguages.joined(separator: ",")
            + "\u{0}" + (markdown.unsafeHTML ? "unsafe" : "safe")
        for root in Self.roots {
            let folder = siteFolder + "/" + root.folder
            let files: [String]
            do {
                let listing = try io.reader.filesFollowingLinks(under: folder, site: siteFolder,
                                                         display: SitePaths.join(displayFolder, root.folder))
                if !listing.warnings.isEmpty { slots.append(.problems(listing.warnings)) }
                files = listing.files.filter { $0.hasSuffix(".md") }
            } catch {
                slots.append(.problems(FileReader.diagnostics(for: error, folder: folder, display: SitePaths.join(displayFolder, root.folder),
                                                          what: "could not list the folder")))
                continue
            }
            for relative in files {
                let sourcePath = root.folder + "/" + relative
                let display = SitePaths.join(displayFolder, sourcePath)
                let path = folder + "/" + relative
                slots.append(.file(File(path: path, key: path + "\u{0}" + display + "\u{0}" + languages, relative: relative,
                                        root: root, sourcePath: sourcePath, display: display)))
            }
        }
        let files = slots
        let outcomeList: [Outcome?] = Concurrently.map(files.count) { index in
            guard case .file(let file) = files[index] else { return nil }
            let outcome: Outcome
            do {
                let bytes = try io.read(file.path)
                sources.add(path: file.display, bytes: bytes)
                if let stored = cache?.parsed(file.key, bytes: bytes) {
                    outcome = .parsed(stored, reused: true)
                } else {
                    outcome = .parsed(parse(bytes, relative: file.relative, root: file.root, sourcePath: file.sourcePath,
                                            display: file.display), reused: false)
                }
            } catch {
                outcome = .unread(FileReader.diagnostics(for: error, folder: file.path, display: file.display,
                                                     what: "could not read the file"))
            }
            return outcome
        }
        var pages: [ContentPage] = []
        var diagnostics: [Diagnostic] = []
        var parses: [String: ContentPageCache.Parsed] = [:]
        var reused = 0
        for (index, slot) in files.enumerated() {
            switch slot {
            case .problems(let problems): diagnostics += problems
            case .file(let file):
                switch outcomeList[index] {
                case .unread(let problems)?: diagnostics += problems
                case .parsed(let parsed, let fromCache)?:
                    if fromCache { reused += 1 }
                    if cache != nil { parses[file.key] = parsed }
                    diagnostics.append(contentsOf: parsed.diagnostics)
                    if let page = parsed.page { pages.append(page) }
                case nil: continue
                }
            }
        }
        cache?.replace(with: parses, reused: reused)
        return (pages, diagnostics)
    }

    /// One file's page (or `nil`) and its problems; depends only on the arguments.
    private func parse(_ bytes: [UInt8], relative: String, root: (folder: String, urlPrefix: [String], kind: ContentPage.Kind),
                       sourcePath: String, display: String) -> ContentPageCache.Parsed {
        let text: String
        switch UTF8Text.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return .init(bytes: bytes, page: nil, diagnostics: [problem.diagnostic(path: display)])
        }
        let placement = PageLanguagePlacement(relative: relative, translations: translations, defaultLanguage: defaultLanguage,
                                              siteLanguages: siteLanguages)
        if let suffix = placement.undeclared {
            return .init(bytes: bytes, page: nil, diagnostics: [.warning(Self.undeclaredMessage(relative: relative, suffix: suffix,
                                                                                                 languages: siteLanguages),
                                                                         at: SourceLocation(path: display))])
        }
        let source = SourceFile(path: display, text: text)
        let parsed = FrontMatterParser(source: source).parse()
        guard let (matter, split) = parsed.page else { return .init(bytes: bytes, page: nil, diagnostics: parsed.diagnostics) }
        if let problem = placement.problem {
            return .init(bytes: bytes, page: nil, diagnostics: parsed.diagnostics + [source.diagnostic(.error, problem, line: 1, column: 1)])
        }
        switch route(relative: placement.routed, root: root, frontMatter: matter, source: source) {
        case .success(let (kind, path)):
            var page = ContentPage(kind: kind, sourcePath: sourcePath, displayPath: display,
                                   frontMatter: matter, body: split.body, bodyLine: split.bodyLine,
                                   outputPath: path,
                                   frontMatterLines: source.lines(upTo: split.bodyLine - 1), markdown: markdown)
            page.language = placement.language
            return .init(bytes: bytes, page: page, diagnostics: parsed.diagnostics)
        case .failure(let diagnostic):
            return .init(bytes: bytes, page: nil, diagnostics: parsed.diagnostics + [diagnostic])
        }
    }

    /// The warning for a file named with the language suffix `suffix` that is none of `languages`.
    static func undeclaredMessage(relative: String, suffix: String, languages: [String]) -> String {
        let file = String(relative.split(separator: "/").last ?? "")
        let base = file.dropLast(".md".count).dropLast(suffix.count + 1)
        let declared = languages.count == 1 ? "the site's language (\(languages[0]))" : "one of the site's languages (\(languages.joined(separator: ", ")))"
        return "file name \"\(file)\" has the language suffix \"\(suffix)\", which is not \(declared): the page is skipped; "
            + "expected \(base).md, or \(suffix) added to languages: in site.yml"
    }

    private func route(relative: String, root: (folder: String, urlPrefix: [String], kind: ContentPage.Kind),
                       frontMatter: PageFrontMatter, source: SourceFile)
        -> Result<(ContentPage.Kind, OutputPath), Diagnostic> {
        var parts = relative.split(separator: "/").map(String.init)
        let file = parts.removeLast()
        let name = String(file.dropLast(".md".count))
        var folders = root.urlPrefix
        for part in parts {
            guard let slug = Slug.make(from: part) else {
                return .failure(source.diagnostic(
                    .error, "folder name \"\(part)\" has no letters or digits: expected a name to use in the URL",
                    line: 1, column: 1))
            }
            folders.append(slug)
        }
        let kind: ContentPage.Kind
        if name == "_index" {
            kind = (root.kind == .page && parts.isEmpty) ? .home : .list
        } else {
            kind = root.kind
            guard let slug = frontMatter.slug ?? Slug.make(from: name) else {
                return .failure(source.diagnostic(
                    .error, "file name \"\(file)\" has no letters or digits: expected a slug in the front matter",
                    line: 1, column: 1))
            }
            folders.append(slug)
        }
        if let long = folders.first(where: { FileNameLimit.problem($0) != nil }), let problem = FileNameLimit.problem(long) {
            return .failure(source.diagnostic(.error, "the page's URL part \"\(long.prefix(40))…\" \(problem)", line: 1, column: 1))
        }
        guard let path = OutputPath.page(in: folders) else {
            return .failure(source.diagnostic(.error, "cannot make a safe output path for this page", line: 1, column: 1))
        }
        return .success((kind, path))
    }
}
