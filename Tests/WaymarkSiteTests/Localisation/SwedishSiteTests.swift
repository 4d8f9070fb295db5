import Foundation
import Testing
import WaymarkModel
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// A Swedish build of the example site (`Content/` with `language: sv` and no `languages:`) writes every
/// page — pets, charters, airports, reports and their query blocks, 404 — with their maps, feeds and the
/// page furniture in Swedish, and the output does not depend on the machine's locale.
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
                              ("<dt>Nära</dt> <dd>", "</dd>"), ("<dl class=\"aip-entries\">", "</dl>"),
                              ("<g data-layer=\"places\"", "</g>"),
                              // schema.org's vocabulary (`Place`, `Event`) and the records' own text
                              ("<script type=\"application/ld+json\">", "</script>")] {
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

    /// `html` without what authors wrote in Markdown pages and reports (their title, summary and
    /// prose, and the titles of their query blocks), keeping what Waymark wrote inside them: the
    /// eyebrow and every ```` ```waymark ```` block's summary, map, table and list.
    static func withoutAuthorText(_ html: String) -> String {
        guard let open = html.range(of: " class=\"prose"),
              let tagStart = html[..<open.lowerBound].lastIndex(of: "<") else { return html }
        let tag = String(html[html.index(after: tagStart)..<open.lowerBound])
        // The element's end: its closing tag at nesting depth 0.
        var depth = 0
        var cursor = tagStart
        var end: Range<String.Index>?
        while let close = html.range(of: "</\(tag)>", range: cursor..<html.endIndex) {
            if let next = html.range(of: "<\(tag)", range: cursor..<close.lowerBound) {
                depth += 1
                cursor = next.upperBound
            } else {
                depth -= 1
                cursor = close.upperBound
                if depth == 0 { end = close; break }
            }
        }
        guard let end else { return html }
        let body = html[open.upperBound..<end.lowerBound]
        var kept = ""
        if let eyebrow = body.range(of: "<p class=\"eyebrow\">"), let close = body.range(of: "</p>", range: eyebrow.upperBound..<body.endIndex) {
            kept += body[eyebrow.lowerBound..<close.upperBound] + "\n"
        }
        var rest = body[...]
        while let figure = rest.range(of: "<figure class=\"waymark-query\">"),
              let close = rest.range(of: "</figure>", range: figure.upperBound..<rest.endIndex) {
            var block = String(rest[figure.lowerBound..<close.upperBound])
            if let caption = block.range(of: "<figcaption>"), let captionEnd = block.range(of: "</figcaption>") {
                block.removeSubrange(caption.lowerBound..<captionEnd.upperBound)
            }
            kept += block + "\n"
            rest = rest[close.upperBound...]
        }
        if let problem = rest.range(of: "<p class=\"query-error\">") { kept += rest[problem.lowerBound...] }
        return String(html[..<tagStart]) + kept + withoutAuthorText(String(html[end.upperBound...]))
    }

    /// The words of a feed a reader meets: the feed's and its entries' titles and summaries (Atom
    /// `title`, `subtitle`, `summary`; JSON Feed `title`, `description`, `summary`), one a line.
    static func feedText(_ bytes: [UInt8], json: Bool) throws -> String {
        if json {
            let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
            var lines = [object["title"], object["description"]].compactMap { $0 as? String }
            for item in object["items"] as? [[String: Any]] ?? [] {
                lines += [item["title"], item["summary"]].compactMap { $0 as? String }
            }
            return lines.joined(separator: "\n")
        }
        let xml = String(decoding: bytes, as: UTF8.self)
        var lines: [String] = []
        for element in ["title", "subtitle", "summary"] {
            var rest = xml[...]
            while let open = rest.range(of: "<\(element)"), let start = rest[open.upperBound...].firstIndex(of: ">"),
                  let close = rest.range(of: "</\(element)>", range: start..<rest.endIndex) {
                lines.append(String(rest[rest.index(after: start)..<close.lowerBound]))
                rest = rest[close.upperBound...]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The Swedish example site, built once for the tests that read it.
    static let swedishBuild = SwedishBuild()

    @Test func theSwedishSiteHasNoEnglishWordsOfTheCatalogue() async throws {
        let result = try await Self.swedishBuild.result()
        #expect(result.succeeded)
        let fragments = Self.englishOnlyFragments()
        #expect(fragments.contains("Last seen"), "the check compares against the English catalogue")
        #expect(fragments.contains("Lost and found pets near"))
        #expect(fragments.contains("Nearest airports") && fragments.contains("Instrument procedures"), "airport words are in the catalogue")
        #expect(fragments.contains("nearest airports with pages, all within"))
        let data = try EnglishWordFinder.siteTexts(inFolder: RepositoryPaths.root.appendingPathComponent("Content").path)
        #expect(data.contains("London Heliport") && data.contains("Bonifacio and the Lavezzi islands"))
        let finder = EnglishWordFinder(fragments, dataValues: data)
        var checked: [String: Int] = [:]
        var problems: [String] = []
        for file in result.files {
            let path = file.path.description
            let section = path.split(separator: "/").first.map(String.init) ?? path
            if path.hasSuffix(".html") {
                let html = String(decoding: file.bytes, as: UTF8.self)
                if html.hasPrefix("<!DOCTYPE html>") { #expect(html.contains("<html lang=\"sv\">"), "\(path)") }
                let english = finder.find(in: Self.uiText(Self.withoutAuthorText(html)))
                if !english.isEmpty { problems.append("\(path): English words \(english)") }
                checked[section, default: 0] += 1
            } else if file.path.components.last == "feed.atom" || file.path.components.last == "feed.json" {
                let english = finder.find(in: try Self.feedText(file.bytes, json: path.hasSuffix(".json")))
                if !english.isEmpty { problems.append("\(path): English words \(english)") }
                checked["feeds", default: 0] += 1
            }
        }
        var byWords: [String: [String]] = [:]
        for problem in problems { byWords[String(problem.drop { $0 != ":" }), default: []].append(problem) }
        #expect(problems.isEmpty, "\(problems.count) files with English words:\n\(byWords.keys.sorted().map { "\($0) in \(byWords[$0]?.count ?? 0) files, e.g. \(byWords[$0]?.first ?? "")" }.joined(separator: "\n"))")
        #expect((checked["airports"] ?? 0) > 1_000, "airport pages were checked: \(checked)")
        #expect((checked["pets"] ?? 0) > 40 && (checked["charters"] ?? 0) > 10, "\(checked)")
        #expect((checked["reports"] ?? 0) >= 5 && checked["404.html"] == 1 && (checked["feeds"] ?? 0) > 10, "\(checked)")

        func page(_ path: String) -> String {
            String(decoding: result.files.first { $0.path.description == path }?.bytes ?? [], as: UTF8.self)
        }
        let place = page("pets/sodermalm/index.html")
        #expect(place.contains("<h1>Försvunna och upphittade husdjur nära Södermalm</h1>"))
        #expect(place.contains("Senast sedd "))
        #expect(place.contains(" km bort"))
        // GSHHG credit where it is installed (CI), the no-coastline words where it is not.
        #expect(place.contains("Kustlinjer © GSHHG (LGPL)") || place.contains("Ingen kustlinje i den här skalan"),
                "the map's attribution is Swedish too")
        #expect(place.contains(">Försvunna ("), "and its legend")
        let arlanda = page("airports/se/essa/index.html")
        #expect(arlanda.contains("<h2 id=\"nearest\">Närmaste flygplatser</h2>"))
        #expect(arlanda.contains("Stor flygplats för Stockholm, Sverige") || arlanda.contains("Stor flygplats för Stockholm, Sweden"))
        #expect(arlanda.contains("<dt>Längsta bana</dt> <dd>10\u{A0}830 ft (3\u{A0}301 m)</dd>"), "numbers take the Swedish grouping")
        #expect(arlanda.contains("<desc id=\"airport-ESSA-desc\">10 flygplatser inom "), "the map's description is Swedish")
        let index = page("airports/index.html")
        #expect(index.contains("<h1>Flygplatser</h1>") && index.contains(" flygplatser i "))
        let report = page("reports/ifr-alternates-egtf-lfmd/index.html")
        #expect(report.contains("<th class=\"num key\">Från rutten (NM)</th>"), "query tables keep their sticky key column")
        #expect(report.contains("inom 30 NM från rutten EGTF → LFMD"))
    }

    /// The same Swedish site built by the `waymark` binary under `LANG=C` and under
    /// `LANG=sv_SE.UTF-8` (and `LC_ALL` likewise) gives byte-identical output.
    @Test
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
