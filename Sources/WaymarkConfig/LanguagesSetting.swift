import Foundation
import WaymarkModel
import Yams

/// `languages:` in `site.yml`: the languages of a multilingual site (docs/i18n.md, "Multilingual
/// sites"). Either a list of BCP 47 tags, `[en, sv]`, or Hugo's map form, a mapping of tags to each
/// language's settings (``Entry``); each tag's language subtag must be an ISO 639 code, each tag may
/// appear once, and a tag must be usable as a URL folder (`/sv/`). Every problem is reported at its value.
enum LanguagesSetting {
    /// The key in `site.yml`.
    static let key = "languages"
    /// The key naming the default language (Hugo's `defaultContentLanguage`).
    static let defaultKey = "defaultLanguage"
    /// The keys a language of the map form may set.
    static let entryKeys = ["title", "description", "menus", "weight", "languageName"]

    /// One language of the map form as written: what it sets, `nil` for what it leaves to the top level.
    struct Entry {
        var title: String?
        var description: String?
        var menus: [String: [SiteMenuEntry]]?
        var name: String?
        var weight: Int?
    }

    /// The tags in the order written, or `[]` after reporting the problems. For the map form,
    /// `entry` is called with each valid tag and its value.
    static func read(_ node: Node, section: YAMLSection, diagnostics: inout [Diagnostic],
                     entry: (String, Node) -> Void = { _, _ in }) -> [String] {
        let items: [(tag: Node, value: Node?)]
        if let sequence = node.sequence {
            items = sequence.map { ($0, nil) }
        } else if let mapping = node.mapping {
            items = mapping.map { ($0.key, $0.value) }
        } else {
            diagnostics.append(section.diagnostic(
                .error, "languages must be a list of language codes, e.g. [en, sv], or a mapping of language codes to their settings, found \(node.kindDescription)", at: node))
            return []
        }
        guard !items.isEmpty else {
            diagnostics.append(section.diagnostic(
                .error, "languages is empty: expected a list of language codes, e.g. [en, sv], or leave the key out", at: node))
            return []
        }
        var tags: [String] = []
        var failed = false
        for (item, value) in items {
            guard let scalar = item.scalar, !YAMLSection.isNull(item) else {
                diagnostics.append(section.diagnostic(
                    .error, "languages entry must be a language code such as sv, found \(item.kindDescription)", at: item))
                failed = true
                continue
            }
            let tag = scalar.string.trimmingCharacters(in: .whitespaces)
            if let problem = problem(with: tag) {
                diagnostics.append(section.diagnostic(.error, "language \"\(tag)\" \(problem)", at: item))
                failed = true
            } else if tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
                diagnostics.append(section.diagnostic(
                    .error, "language \"\(tag)\" is listed twice in languages: expected each language once", at: item))
                failed = true
            } else {
                tags.append(tag)
                if let value { entry(tag, value) }
            }
        }
        return failed ? [] : tags
    }

    /// Why `tag` is not a usable language code, or `nil`.
    static func problem(with tag: String) -> String? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let ascii = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        guard let first = parts.first, tag.count <= 35,
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { ascii.contains($0) } }) else {
            return "is not a language code: expected a BCP 47 tag such as sv, fr or sv-FI"
        }
        let language = first.lowercased()
        guard (2...3).contains(language.count), language.allSatisfy(\.isLetter),
              Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == language }) else {
            return "is not a known language: expected an ISO 639 code such as en, sv, fr, hr, de, es or it"
        }
        return nil
    }
}
