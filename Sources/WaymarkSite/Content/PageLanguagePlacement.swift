import Foundation
import WaymarkModel
import WaymarkRender

/// Which language a Markdown file of a multilingual site is in, and which page it is, from where it
/// sits (docs/i18n.md, "Multilingual sites"): by file name, `about.sv.md` is the `sv` translation of
/// `about.md`; by folder (Hugo's translation by content directory), `sv/about.md` under `pages/` or
/// `reports/` is the same translation, and `en/about.md` (the default language's folder) is
/// `about.md`. The two forms may be mixed in one site, but not for the same page.
struct PageLanguagePlacement: Equatable {
    /// The page's language, `nil` for the default language.
    var language: String?
    /// The file's path inside its content root as it is routed: without the language folder and
    /// without the language suffix (`sv/guides/x.md` → `guides/x.md`, `about.sv.md` → `about.md`).
    var routed: String
    /// True when a language folder gave the language.
    var byFolder: Bool
    /// Why the file cannot be placed (a language suffix inside a language folder), or `nil`.
    var problem: String?
    /// The file name's language suffix when it is a language code the site does not declare
    /// (`about.sv.md` in a site in `en` and `fr`; ``languageSuffix(of:)``), or `nil`. Such a file
    /// is no page: the loader warns about it and skips it.
    var undeclared: String?

    /// Places `relative` (a path inside `pages/` or `reports/`) for a site whose default language
    /// is `defaultLanguage` and whose other languages are `translations`; a site in one language
    /// (`translations` empty) has neither form, so every file is the default language's.
    /// `siteLanguages` are all the languages the site declares (a site in one language: its
    /// `language`); a suffix that looks like a language code and is none of them is ``undeclared``.
    init(relative: String, translations: [String], defaultLanguage: String?, siteLanguages: [String] = []) {
        language = nil
        routed = relative
        byFolder = false
        problem = nil
        undeclared = nil
        let fileName = String(relative.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let suffix = Self.languageSuffix(of: fileName), !siteLanguages.isEmpty,
           !siteLanguages.contains(where: { $0.lowercased() == suffix.lowercased() }) {
            undeclared = suffix
            return
        }
        guard !translations.isEmpty else { return }
        var parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let languages = (defaultLanguage.map { [$0] } ?? []) + translations
        func known(_ name: String) -> String? { languages.first { $0.lowercased() == name.lowercased() } }
        if parts.count > 1, let folder = known(parts[0]) {
            byFolder = true
            language = folder == defaultLanguage ? nil : folder
            parts.removeFirst()
        }
        let file = parts[parts.count - 1]
        let name = file.hasSuffix(".md") ? String(file.dropLast(".md".count)) : file
        if let dot = name.lastIndex(of: "."), dot > name.startIndex,
           let suffix = languages.first(where: { $0.lowercased() == name[name.index(after: dot)...].lowercased() }) {
            let base = String(name[..<dot])
            if byFolder {
                problem = "file name \"\(file)\" names language \(suffix) inside the language folder \"\(relative.prefix { $0 != "/" })/\": expected \(base).md there, or the file name form outside the folder"
            } else {
                // `about.en.md` in a site whose default language is `en` is `about.md`.
                language = suffix == defaultLanguage ? nil : suffix
                parts[parts.count - 1] = base + ".md"
            }
        }
        routed = parts.joined(separator: "/")
    }

    /// The language suffix of a Markdown file name, `sv` of `about.sv.md`: the last dot-separated
    /// part of the name before `.md` when it is written as language codes are in file names, two
    /// lower-case letters that are an ISO 639-1 code (`sv`, `fr`), optionally followed by a region
    /// of two capitals (`pt-BR`). `notes.v2.md`, `index.min.md`, `report.q1.md`, `sv.md` and
    /// `about.md` have none.
    static func languageSuffix(of fileName: String) -> String? {
        guard fileName.hasSuffix(".md") else { return nil }
        let name = fileName.dropLast(".md".count)
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
        guard let code = parts.first, code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLowercase }),
              isoLanguageCodes.contains(String(code)) else { return nil }
        if parts.count == 2, parts[1].count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isUppercase }) { return String(suffix) }
        return parts.count == 1 ? String(suffix) : nil
    }

    /// The two-letter ISO 639-1 codes Foundation knows.
    private static let isoLanguageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier).filter { $0.count == 2 })

    /// The pages that give a page of a language a second time in the other form (`about.sv.md` and
    /// `sv/about.md`), each reported as a located error naming the other file and left out, so the
    /// build reports the clash once. Pages of one form only are left to the usual duplicate checks.
    static func clashes(in pages: [ContentPage], translations: [String], defaultLanguage: String?)
        -> (pages: [ContentPage], diagnostics: [Diagnostic]) {
        guard !translations.isEmpty else { return (pages, []) }
        func byFolder(_ page: ContentPage) -> Bool {
            let relative = page.sourcePath.drop { $0 != "/" }.dropFirst()
            return PageLanguagePlacement(relative: String(relative), translations: translations,
                                         defaultLanguage: defaultLanguage).byFolder
        }
        var byName: [String: ContentPage] = [:]
        for page in pages where !byFolder(page) {
            byName[(page.language ?? "") + "\u{0}" + page.outputPath.description] = page
        }
        var kept: [ContentPage] = []
        var problems: [Diagnostic] = []
        for page in pages {
            guard byFolder(page), let other = byName[(page.language ?? "") + "\u{0}" + page.outputPath.description] else {
                kept.append(page)
                continue
            }
            let language = page.language ?? defaultLanguage ?? "default"
            let sitePath = page.outputPath.isIndexPage ? page.outputPath.folderPath : page.outputPath.description
            let byName = page.language == nil ? "name.md" : "name.\(language).md"
            problems.append(.error(
                "the \(language) page \"/\(sitePath)\" is also given by \(other.displayPath): expected one file per page and language, either by file name (\(byName)) or by folder (\(language)/name.md)",
                at: SourceLocation(path: page.displayPath, line: 1, column: 1)))
        }
        return (kept, problems)
    }
}
