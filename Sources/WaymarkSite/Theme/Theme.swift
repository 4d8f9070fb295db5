import Mustache
import WaymarkModel

/// The Mustache templates and static theme files a site is rendered with: the default theme
/// embedded in Waymark, with the site's own `Templates/` laid over it file by file.
///
/// Template names are paths without `.mustache` (`page`, `partials/head`). Page templates, the
/// names front matter may choose with `template:`, are the top-level files other than `base`.
public struct Theme: Sendable {
    /// Every template, ready to render; partials resolve by name.
    public let library: MustacheLibrary
    /// Names a page may use in `template:`, sorted.
    public let pageTemplates: [String]
    /// Files under the theme's `static/` folder, by path relative to it; copied to the output root
    /// before the site's own `static/`.
    public let staticFiles: [String: [UInt8]]
    /// A stable hash (`StableHash`) of every template and static file, for render caches: equal
    /// fingerprints mean the theme renders the same bytes.
    public let fingerprint: UInt64

    /// The default theme with `overrides` (relative path → text, e.g. `page.mustache`) laid over it.
    /// Returns the theme, or `nil` with the template syntax errors located in the overriding files.
    /// `staticOverrides` replace files of the theme's `static/` folder (paths relative to it).
    /// `base` replaces the embedded default theme (e.g. files read from a `Templates/` folder), its
    /// files named `baseFolder/path` in messages.
    public static func load(overrides: [String: String], staticOverrides: [String: [UInt8]] = [:],
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
            do {
                library.register(try MustacheTemplate(string: text), named: name)
                names.append(name)
            } catch let error as MustacheTemplate.ParserError {
                let source = SourceText(path: origins[path] ?? path, text: text)
                diagnostics.append(source.diagnostic(
                    .error, "template is not valid Mustache: \(Self.describe(error.error))",
                    line: error.context.lineNumber, column: error.context.columnNumber))
            } catch {
                diagnostics.append(.error("template is not valid Mustache: \(error)",
                                          at: SourceLocation(path: origins[path] ?? path)))
            }
        }
        for (path, bytes) in staticOverrides { statics[path] = bytes }
        for path in staticOverrides.keys.sorted() {
            hash.combine("static-override/" + path)
            hash.combine(bytes: staticOverrides[path] ?? [])
        }
        if diagnostics.hasErrors { return (nil, diagnostics.items) }
        let pages = names.filter { !$0.contains("/") && $0 != "base" }.sorted()
        return (Theme(library: library, pageTemplates: pages, staticFiles: statics, fingerprint: hash.value), [])
    }

    /// Renders template `name` with `context`; `nil` when there is no such template.
    public func render(_ name: String, context: [String: Any]) -> String? {
        library.render(context, withTemplate: name)
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
