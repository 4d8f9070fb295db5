import Foundation

/// Finds the English-only catalogue fragments (``SwedishSiteTests/englishOnlyFragments()``) in the
/// text of many pages quickly: each fragment is filed under its first run of letters, which must
/// appear as a whole word wherever the fragment does (``SwedishSiteTests/containsWord(_:_:)``), so a
/// line is searched only for the fragments whose first word it has. Lines repeat across thousands of
/// pages (headings, labels), so each distinct line is searched once.
///
/// Text from the site's data (airport, region and country names, runway surfaces) may hold English
/// words ("London Heliport", "Frankfurt am Main"): a fragment found inside a data value that the
/// line holds is not counted.
final class EnglishWordFinder {
    private var byFirstWord: [Substring: [String]] = [:]
    private var everywhere: [String] = []
    private var seen: [Substring: [String]] = [:]
    private let dataValues: [String]
    private var dataHolding: [String: [String]] = [:]

    init(_ fragments: Set<String>, dataValues: Set<String> = []) {
        self.dataValues = dataValues.sorted()
        for fragment in fragments.sorted() {
            if let first = Self.words(fragment).first {
                byFirstWord[first, default: []].append(fragment)
            } else {
                everywhere.append(fragment)
            }
        }
    }

    /// The runs of letters of `text`.
    static func words<S: StringProtocol>(_ text: S) -> [Substring] where S.SubSequence == Substring {
        text.split(whereSeparator: { !$0.isLetter })
    }

    /// The fragments found, as whole words, in any line of `text`, sorted.
    func find(in text: String) -> [String] {
        var found = Set<String>()
        for line in text.split(separator: "\n") {
            if let known = seen[line] {
                found.formUnion(known)
                continue
            }
            var hits = Set<String>()
            let lineText = String(line)
            for word in Set(Self.words(line)) {
                for fragment in byFirstWord[word] ?? [] where inUIText(lineText, fragment) {
                    hits.insert(fragment)
                }
            }
            for fragment in everywhere where inUIText(lineText, fragment) { hits.insert(fragment) }
            seen[line] = hits.sorted()
            found.formUnion(hits)
        }
        return found.sorted()
    }

    /// Whether `fragment` is a whole word of `line` outside every data value the line holds.
    private func inUIText(_ line: String, _ fragment: String) -> Bool {
        guard SwedishSiteTests.containsWord(line, fragment) else { return false }
        if dataHolding[fragment] == nil {
            dataHolding[fragment] = dataValues.filter { $0.contains(fragment) }.sorted { $0.count > $1.count }
        }
        var rest = line
        for value in dataHolding[fragment] ?? [] where rest.contains(value) {
            rest = rest.replacingOccurrences(of: value, with: "\u{1}")
        }
        return SwedishSiteTests.containsWord(rest, fragment)
    }

    /// The texts of a site's own files under `folder`, searched recursively: every field of its CSV
    /// files, every string of its JSON files, every value of its YAML files and the `title` and
    /// `summary` of its Markdown files (names, descriptions and titles the site wrote).
    static func siteTexts(inFolder folder: String) throws -> Set<String> {
        var texts = Set<String>()
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        for name in files {
            let path = folder + "/" + name
            if name.hasSuffix(".json") {
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                collectStrings(object, into: &texts)
                continue
            }
            guard name.hasSuffix(".csv") || name.hasSuffix(".yml") || name.hasSuffix(".md") else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for line in text.split(whereSeparator: \.isNewline) {
                if name.hasSuffix(".csv") {
                    texts.formUnion(csvFields(line))
                } else if let colon = line.firstIndex(of: ":"), name.hasSuffix(".yml")
                            || line.hasPrefix("title:") || line.hasPrefix("summary:") {
                    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    texts.insert(value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"")
                                 ? String(value.dropFirst().dropLast()) : value)
                }
            }
        }
        return texts.filter { $0.contains { $0.isLetter } }
    }

    private static func collectStrings(_ value: Any, into texts: inout Set<String>) {
        if let text = value as? String { texts.insert(text) }
        if let list = value as? [Any] { for item in list { collectStrings(item, into: &texts) } }
        if let object = value as? [String: Any] { for item in object.values { collectStrings(item, into: &texts) } }
    }

    /// The fields of one CSV line (quoted or not; commas inside quotes kept).
    static func csvFields(_ line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        for character in line {
            switch character {
            case "\"": quoted.toggle()
            case "," where !quoted: fields.append(field); field = ""
            default: field.append(character)
            }
        }
        return fields + [field]
    }
}
