import Mustache
import WaymarkCore
import WaymarkModel

/// The Mustache templates and static theme files a site is rendered with: the default theme
/// embedded in Waymark, with the site's own `Templates/` laid over it file by file.
///
/// Template names are paths without `.mustache` (`page`, `partials/head`). Page templates, the
/// names front matter may choose with `template:`, are the top-level files other than `base`.
package struct Theme: Sendable {
    /// Every template, ready to render, each escaping through ``ThemeHTMLEscaping``; partials resolve by name.
    package let library: MustacheLibrary
    /// Names a page may use in `template:`, sorted.
    package let pageTemplates: [String]
    /// Files under the theme's `static/` folder, by path relative to it; copied to the output root
    /// before the site's own `static/`.
    package let staticFiles: [String: [UInt8]]
    /// A stable hash (`StableHash`) of every template and static file, for render caches: equal
    /// fingerprints mean the theme renders the same bytes.
    package let fingerprint: UInt64
    /// The word catalogues by language (`i18n/<language>.yml`), each site file laid over the built-in
    /// one key by key (docs/i18n.md).
    package private(set) var catalogues: [String: WordCatalogue] = [:]
    /// The text of every template, by name, for `library(filledWith:)`.
    package private(set) var templateTexts: [String: String] = [:]
    /// The texts of the templates' inline scripts (``ThemeInlineScripts``), for the
    /// Content-Security-Policy's hashes.
    package private(set) var inlineScripts: [String] = []

    /// The default theme with `overrides` (relative path → text, e.g. `page.mustache`) laid over it.
    /// Returns the theme, or `nil` with the template syntax errors located in the overriding files.
    /// `staticOverrides` replace files of the theme's `static/` folder (paths relative to it).
    /// `base` replaces the embedded default theme (e.g. files read from a `Templates/` folder), its
    /// files named `baseFolder/path` in messages.
    package static func load(overrides: [String: String], staticOverrides: [String: [UInt8]] = [:],
                            overrideFolder: String, base: [String: String]? = nil,
                            baseFolder: String = "(default theme)") -> (theme: Theme?, diagnostics: [Diagnostic]) {
        var texts: [String: String] = [:]
        var origins: [String: String] = [:]
        for (path, text) in base ?? DefaultTheme.files {
            texts[path] = text
            origins[path] = baseFolder + "/" + path
        }
        for (path, text) in overrides {
            texts[path] = text
            origins[path] = overrideFolder + "/" + path
        }
        var library = MustacheLibrary()
        var names: [String] = []
        var statics: [String: [UInt8]] = [:]
        var diagnostics = Diagnostics()
        var hash = StableHash()
        var outlines: [String: ThemeStructure.File] = [:]
        var templateTexts: [String: String] = [:]
        var inlineScripts: [String] = []
        for path in texts.keys.sorted() {
            guard let text = texts[path] else { continue }
            hash.combine(path)
            hash.combine(text)
            if path.hasPrefix("static/") {
                statics[String(path.dropFirst("static/".count))] = Array(text.utf8)
                continue
            }
            guard path.hasSuffix(".mustache") else { continue }
            let name = String(path.dropLast(".mustache".count))
            let source = SourceFile(path: origins[path] ?? path, text: text)
            switch parse(text, source: source) {
            case .success(let (_, outline)):
                // Registered with the pragma line in front, so even a render straight from this
                // library escapes by scalar (``ThemeHTMLEscaping``), never swift-mustache's way.
                guard ThemeHTMLEscaping.registered,
                      let escaping = try? MustacheTemplate(string: Self.renderText(of: text, words: nil)) else {
                    diagnostics.append(source.diagnostic(
                        .error, "template could not be read with the theme's escaping: expected a template that parses after a line \(ThemeHTMLEscaping.pragmaLine.dropLast())",
                        line: 1, column: 1))
                    continue
                }
                library.register(escaping, named: name)
                templateTexts[name] = text
                names.append(name)
                outlines[name] = ThemeStructure.File(outline: outline, source: source)
                let scripts = ThemeInlineScripts.scan(text, source: source)
                inlineScripts += scripts.scripts
                diagnostics.append(contentsOf: scripts.problems)
            case .failure(let problem):
                diagnostics.append(problem)
            }
        }
        // The partial and inheritance graph is only meaningful once every template has parsed.
        if !diagnostics.hasErrors { diagnostics.append(contentsOf: ThemeStructure.check(outlines)) }
        for (path, bytes) in staticOverrides { statics[path] = bytes }
        for path in staticOverrides.keys.sorted() {
            hash.combine("static-override/" + path)
            hash.combine(bytes: staticOverrides[path] ?? [])
        }
        let catalogues = Self.catalogues(base: base ?? DefaultTheme.files, baseFolder: baseFolder,
                                         overrides: overrides, overrideFolder: overrideFolder, diagnostics: &diagnostics,
                                         parsedBase: base == nil ? DefaultTheme.catalogues : nil)
        if diagnostics.hasErrors { return (nil, diagnostics.items) }
        let pages = names.filter { !$0.contains("/") && $0 != "base" }.sorted()
        var theme = Theme(library: library, pageTemplates: pages, staticFiles: statics, fingerprint: hash.value)
        theme.catalogues = catalogues
        theme.templateTexts = templateTexts
        theme.inlineScripts = inlineScripts
        return (theme, [])
    }

    /// The library pages render with: the word tags of its templates filled in from `words` (the
    /// `t` template variable of one language; see `ThemeWordTags`), each template escaping through
    /// ``ThemeHTMLEscaping`` (its pragma line in front) as in `library`. Renders the same text as `library`.
    package func library(filledWith words: [String: Any]) -> MustacheLibrary {
        guard ThemeWordTags.isSafe(words) else { return library }
        var prepared = library
        for (name, text) in templateTexts {
            // A template whose filled-in text does not parse keeps its registered form (the same
            // escaping, its words looked up while rendering).
            guard let template = try? MustacheTemplate(string: Self.renderText(of: text, words: words)) else { continue }
            prepared.register(template, named: name)
        }
        return prepared
    }

    /// The text `library(filledWith:)` parses for a template: ``ThemeHTMLEscaping/pragmaLine``, then
    /// `text` with its word tags filled in from `words` (none when `nil`).
    static func renderText(of text: String, words: [String: Any]?) -> String {
        ThemeHTMLEscaping.pragmaLine + (words.flatMap { ThemeWordTags.fill(text, words: $0) } ?? text)
    }

    /// Renders template `name` with `context`; `nil` when there is no such template.
    package func render(_ name: String, context: [String: Any]) -> String? {
        library.render(context, withTemplate: name)
    }

    /// The parsed template and its outline, or the first problem of its text. The outline is read
    /// first, so a nesting too deep for swift-mustache's recursive parser is refused before it
    /// parses; a section left open is reported at the tag that opens it.
    private static func parse(_ text: String, source: SourceFile) -> Result<(MustacheTemplate, TemplateOutline), Diagnostic> {
        let outline = TemplateOutline.scan(text, nestingLimit: ThemeStructure.nestingLimit)
        if case .failure(.tooDeep(let at, let limit)) = outline {
            return .failure(source.diagnostic(
                .error, "sections nest more than \(limit) levels deep here: expected at most \(limit) levels",
                line: at.line, column: at.column))
        }
        do {
            let template = try MustacheTemplate(string: text)
            switch outline {
            case .success(let outline):
                return .success((template, outline))
            case .failure(let problem):
                return .failure(source.diagnostic(.error, "template could not be outlined: \(problem)", line: 1, column: 1))
            }
        } catch let error as MustacheTemplate.ParserError {
            switch (error.error as? MustacheTemplate.Error, outline) {
            case (.expectedSectionEnd?, .failure(.unclosed(let name, let at))):
                return .failure(source.diagnostic(
                    .error, "section \"\(name)\" is not closed: expected {{/\(name)}} before the end of the file",
                    line: at.line, column: at.column))
            case (.sectionCloseNameIncorrect?, .failure(.mismatchedClose(let name, let expected?, let opened?, let at))):
                return .failure(source.diagnostic(
                    .error, "{{/\(name)}} closes section \"\(expected)\" opened at line \(opened.line): expected {{/\(expected)}} first",
                    line: at.line, column: at.column))
            case (.sectionCloseNameIncorrect?, .failure(.mismatchedClose(let name, nil, _, let at))):
                return .failure(source.diagnostic(
                    .error, "{{/\(name)}} closes a section that is not open: expected {{#\(name)}} before it",
                    line: at.line, column: at.column))
            default:
                break
            }
            return .failure(source.diagnostic(
                .error, "template is not valid Mustache: \(Self.describe(error.error))",
                line: error.context.lineNumber, column: error.context.columnNumber))
        } catch {
            return .failure(.error("template is not valid Mustache: \(error)", at: SourceLocation(path: source.path)))
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "a section is closed with a different name than it was opened with"
        case .unfinishedName?: return "a tag is not finished: expected a name followed by }}"
        case .expectedSectionEnd?: return "a section is not closed: expected {{/name}}"
        case .invalidSetDelimiter?: return "the set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection?: return "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection?: return "only blocks {{$name}} may appear inside {{<parent}}"
        case .textInsideInheritSection?: return "only blocks {{$name}} may appear inside {{<parent}}"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: return "the pragma tag is not recognised"
        case nil: return "\(error)"
        }
    }
}
