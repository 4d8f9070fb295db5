import Foundation
import Testing
import WaymarkModel
@testable import WaymarkSite

/// A Swedish build of the example site (`Content/` with `language: sv` and no `languages:`) writes the pets and charter
/// sections, their maps and the page furniture in Swedish, and the output does not depend on the machine's locale.
@Suite struct SwedishSiteTests {
    /// A copy of `source` with `language: sv` in its `site.yml`, in a fresh temporary folder.
    static func swedishCopy(of source: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let site = folder.appending("site")
        try FileManager.default.copyItem(atPath: source, toPath: site)
        let config = site + "/site.yml"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        #expect(text.contains("\nlanguage: en\n"))
        // A site in Swedish alone: the example's `languages:` (English first) is left out.
        try text.replacingOccurrences(of: "\nlanguage: en\n", with: "\nlanguage: sv\n")
            .replacingOccurrences(of: "\nlanguages: [en, sv]\n", with: "\n")
            .write(toFile: config, atomically: true, encoding: .utf8)
        return folder
    }

    /// The literal parts of an English catalogue value (the text between `{placeholders}`), trimmed,
    /// of four characters or more (shorter ones, such as "the", are too common in names from data).
    static func fragments(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inPlaceholder = false
        for character in text {
            switch character {
            case "{": inPlaceholder = true; parts.append(current); current = ""
            case "}": inPlaceholder = false
            default: if !inPlaceholder { current.append(character) }
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " .:,;()·—–")) }.filter { $0.count >= 4 }
    }

    /// The English catalogue's fragments that the Swedish catalogue does not share.
    static func englishOnlyFragments() -> Set<String> {
        let english = DefaultTheme.catalogues["en"] ?? WordCatalogue()
        let swedish = DefaultTheme.catalogues["sv"] ?? WordCatalogue()
        var values: [String] = []
        for (key, text) in english.texts where !key.hasPrefix("meta.") && swedish.texts[key] != text { values.append(text) }
        for (key, forms) in english.plurals where swedish.plurals[key] != forms { values += forms.values }
        var swedishText = ""
        for text in swedish.texts.values { swedishText += text + "\n" }
        for forms in swedish.plurals.values { swedishText += forms.values.joined(separator: "\n") + "\n" }
        return Set(values.flatMap(fragments).filter { !swedishText.contains($0) })
    }

    /// The words a reader meets in `html`: the text between tags and the `title`, `alt` and
    /// `aria-label` attributes, without what the site's own data and settings wrote (record
    /// descriptions, the menu from `site.yml`, the site description, gazetteer place names).
    static func uiText(_ html: String) -> String {
        let html = withoutSiteText(html)
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open] + "\n"
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[open...close]
            for attribute in ["title=\"", "alt=\"", "aria-label=\""] {
                var search = tag[...]
                while let start = search.range(of: " " + attribute) {
                    let value = search[start.upperBound...]
                    let end = value.firstIndex(of: "\"") ?? value.endIndex
                    text += value[..<end] + "\n"
                    search = value[end...]
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    static func withoutSiteText(_ html: String) -> String {
        var text = html
        for (open, close) in [("<section class=\"description\">", "</section>"), ("<nav class=\"site-nav\"", "</nav>"),
                              ("<meta name=\"description\"", ">"), ("<p class=\"lead\">Charters, lost-and-found", "</p>"),
                              ("<dt>Nära</dt><dd>", "</dd>")] {
            while let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
                text.removeSubrange(start.lowerBound..<end.upperBound)
            }
        }
        return text
    }

    /// Whole-word occurrence of `fragment` in `text` (so `Lost` does not match `Lostock`).
    static func containsWord(_ text: String, _ fragment: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: fragment, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    @Test func theSwedishPetsAndChartersHaveNoEnglishWordsOfTheCatalogue() async throws {
        let folder = try Self.swedishCopy(of: RepositoryPaths.root.appendingPathComponent("Content").path)
        defer { folder.remove() }
        let today = CalendarDate(year: 2026, month: 6, day: 15) ?? CalendarDate(daysSinceEpoch: 0)
        let result = await SiteBuilder().build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: "/nonexistent/Output",
                                                            today: today, mode: .validate, displayFolder: "Content"))
        #expect(result.succeeded)
        let fragments = Self.englishOnlyFragments()
        #expect(fragments.contains("Last seen"), "the check compares against the English catalogue")
        #expect(fragments.contains("Lost and found pets near"))
        var checked = 0
        for file in result.files where file.path.description.hasSuffix(".html")
            && (file.path.description.hasPrefix("pets/") || file.path.description.hasPrefix("charters/")
                || file.path.description == "404.html") {
            let html = String(decoding: file.bytes, as: UTF8.self)
            #expect(html.contains("<html lang=\"sv\">"))
            let text = Self.uiText(html)
            let english = fragments.filter { Self.containsWord(text, $0) }.sorted()
            #expect(english.isEmpty, "\(file.path): English words \(english)")
            checked += 1
        }
        #expect(checked > 40, "pets and charter pages were checked")
        let place = result.files.first { $0.path.description == "pets/sodermalm/index.html" }
        let page = String(decoding: place?.bytes ?? [], as: UTF8.self)
        #expect(page.contains("<h1>Försvunna och upphittade husdjur nära Södermalm</h1>"))
        #expect(page.contains("Senast sedd "))
        #expect(page.contains(" km bort"))
        // GSHHG credit where it is installed (CI), the no-coastline words where it is not.
        #expect(page.contains("Kustlinjer © GSHHG (LGPL)") || page.contains("Ingen kustlinje i den här skalan"),
                "the map's attribution is Swedish too")
        #expect(page.contains(">Försvunna ("), "and its legend")
    }

    /// The same Swedish site built by the `waymark` binary under `LANG=C` and under
    /// `LANG=sv_SE.UTF-8` (and `LC_ALL` likewise) gives byte-identical output.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: WaymarkBinary.path)))
    func outputDoesNotDependOnTheMachinesLocale() throws {
        let folder = try Self.swedishCopy(of: RepositoryPaths.fixtureSite("pets-charters"))
        defer { folder.remove() }
        var outputs: [[String: [UInt8]]] = []
        for locale in ["C", "sv_SE.UTF-8", "fr_FR.UTF-8"] {
            let run = try WaymarkProcess.run(["build", "--site", "site", "--output", "Out-\(locale)", "--now", "2026-06-01"],
                                             in: folder.path, prefix: ["/usr/bin/env", "LANG=\(locale)", "LC_ALL=\(locale)"])
            #expect(run.status == 0, "\(run.errors)")
            outputs.append(try TemporaryFolder.snapshot(folder.appending("Out-\(locale)")))
        }
        #expect(outputs[0].count > 20)
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
        let page = String(decoding: outputs[0]["pets/harbour/index.html"] ?? [], as: UTF8.self)
        #expect(page.contains("Försvunna och upphittade husdjur nära"))
    }
}
