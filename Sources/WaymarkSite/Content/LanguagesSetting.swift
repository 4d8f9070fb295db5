import Foundation
import WaymarkModel
import Yams

/// `languages:` in `site.yml`: the languages of a multilingual site, the first being the default
/// (docs/i18n.md, "Multilingual sites"). A list of BCP 47 tags, `[en, sv]`; each tag's language
/// subtag must be an ISO 639 code, each tag may appear once, and a tag must be usable as a URL
/// folder (`/sv/`). Every problem is reported at its value.
enum LanguagesSetting {
    /// The key in `site.yml`.
    static let key = "languages"

    /// The tags in order, or `[]` after reporting the problems.
    static func read(_ node: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> [String] {
        guard let items = node.sequence else {
            diagnostics.append(section.diagnostic(
                .error, "languages must be a list of language codes, e.g. [en, sv], found \(node.kindDescription)", at: node))
            return []
        }
        guard !items.isEmpty else {
            diagnostics.append(section.diagnostic(
                .error, "languages is empty: expected a list of language codes, e.g. [en, sv], or leave the key out", at: node))
            return []
        }
        var tags: [String] = []
        var failed = false
        for item in items {
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
