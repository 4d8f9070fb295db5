import WaymarkCore
import WaymarkModel

/// The Mustache templates and static theme files a site is rendered with: the default theme
/// embedded in Waymark, with the site's own `Templates/` laid over it file by file.
///
/// Template names are paths without `.mustache` (`page`, `partials/head`). Page templates, the
/// names front matter may choose with `template:`, are the top-level files other than `base`.
package struct Theme: Sendable {
    /// Every template, ready to render; partials resolve by name.
    package let templates: MustacheTemplates
    /// Names a page may use in `template:`, sorted.
    package let pageTemplates: [String]
    /// Files under the theme's `static/` folder, by path relative to it; copied to the output root
    /// before the site's own `static/`.
    package let staticFiles: [String: [UInt8]]
    /// A stable hash (`StableHash`) of every template and static file, for render caches: equal
    /// fingerprints mean the theme renders the same bytes.
    package let fingerprint: UInt64
    /// The theme's own word catalogues by language (`i18n/<language>.yml`): over the embedded theme
    /// the site's files only, which ``catalogue(_:)`` lays over the built-in ones key by key
    /// (docs/i18n.md); over another base, all of that base's with the site's laid over.
    private(set) var ownCatalogues: [String: WordCatalogue] = [:]
    /// Whether the built-in catalogues lie under ``ownCatalogues`` (the embedded theme is the base).
    private(set) var layersBuiltInCatalogues = false
    /// The text of every template, by name, for `templates(filledWith:)`.
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
        var templates = MustacheTemplates()
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
            switch parse(text, source: source, into: &templates, named: name) {
            case .success(let outline):
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
        // Over the embedded theme only the site's catalogues are parsed here; a built-in one is
        // parsed when a build first asks for its language (``DefaultTheme/catalogue(_:)``).
        let catalogues = Self.catalogues(base: base ?? [:], baseFolder: baseFolder,
                                         overrides: overrides, overrideFolder: overrideFolder, diagnostics: &diagnostics)
        if diagnostics.hasErrors { return (nil, diagnostics.items) }
        let pages = names.filter { !$0.contains("/") && $0 != "base" }.sorted()
        var theme = Theme(templates: templates, pageTemplates: pages, staticFiles: statics, fingerprint: hash.value)
        theme.ownCatalogues = catalogues
        theme.layersBuiltInCatalogues = base == nil
        theme.templateTexts = templateTexts
        theme.inlineScripts = inlineScripts
        return (theme, [])
    }

    /// The templates pages render with: the word tags of each filled in from `words` (the `t`
    /// template variable of one language; see ``ThemeWordTags``). Renders the same text as ``templates``.
    package func templates(filledWith words: [String: Any]) -> MustacheTemplates {
        guard ThemeWordTags.isSafe(words) else { return templates }
        var prepared = templates
        for (name, text) in templateTexts {
            // A template whose filled-in text does not parse keeps its registered form (its words
            // looked up while rendering).
            guard let filled = ThemeWordTags.fill(text, words: words) else { continue }
            prepared.register(filled, named: name)
        }
        return prepared
    }

    /// Renders template `name` with `context`; `nil` when there is no such template.
    package func render(_ name: String, context: [String: Any]) -> String? {
        templates.render(context, template: name)
    }

    /// The outline of `text`, once it is registered in `templates` as `name`, or the first problem
    /// of its text. The outline is read first, so a nesting too deep to parse is refused before it
    /// parses; a section left open is reported at the tag that opens it.
    private static func parse(_ text: String, source: SourceFile, into templates: inout MustacheTemplates,
                              named name: String) -> Result<TemplateOutline, Diagnostic> {
        let outline = TemplateOutline.scan(text, nestingLimit: ThemeStructure.nestingLimit)
        if case .failure(.tooDeep(let at, let limit)) = outline {
            return .failure(source.diagnostic(
                .error, "sections nest more than \(limit) levels deep here: expected at most \(limit) levels",
                line: at.line, column: at.column))
        }
        if let error = templates.register(text, named: name) {
            switch (error.kind, outline) {
            case (.unclosed, .failure(.unclosed(let name, let at))):
                return .failure(source.diagnostic(
                    .error, "section \"\(name)\" is not closed: expected {{/\(name)}} before the end of the file",
                    line: at.line, column: at.column))
            case (.mismatchedClose, .failure(.mismatchedClose(let name, let expected?, let opened?, let at))):
                return .failure(source.diagnostic(
                    .error, "{{/\(name)}} closes section \"\(expected)\" opened at line \(opened.line): expected {{/\(expected)}} first",
                    line: at.line, column: at.column))
            case (.unclosed, _), (.mismatchedClose, _):
                let (line, column) = Self.lineAndColumn(of: error.offset, in: text)
                return .failure(source.diagnostic(.error, error.message, line: line, column: column))
            default:
                let (line, column) = Self.lineAndColumn(of: error.offset, in: text)
                return .failure(source.diagnostic(.error, "template is not valid Mustache: \(error.message)",
                                                  line: line, column: column))
            }
        }
        switch outline {
        case .success(let outline):
            return .success(outline)
        case .failure(let problem):
            return .failure(source.diagnostic(.error, "template could not be outlined: \(problem)", line: 1, column: 1))
        }
    }

    /// The 1-based line and column (in characters, as ``TemplateOutline`` counts) of UTF-8 offset
    /// `offset` of `text`.
    private static func lineAndColumn(of offset: Int, in text: String) -> (line: Int, column: Int) {
        let before = text.utf8.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) } ?? before.startIndex
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }
}
