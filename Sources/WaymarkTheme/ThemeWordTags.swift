import Foundation
import WaymarkCore

/// The theme's templates with their word tags (`{{t.page.sitemap}}`) already filled in for one
/// language, so rendering a page does not look every word up again: the words are the same on every
/// page of a language, and looking each one up (a walk down the context stack, a
/// dictionary per name part) is work every page would repeat.
///
/// Only what is certain to render the same is filled in; everything else stays a tag and is looked
/// up as before (the `t` variable is still passed):
/// - only `{{t.a.b}}` and `{{{t.a.b}}}` written exactly so (no spaces, no `&` form, no transform);
/// - only in templates without `{{=` (other delimiters) or `{{%` (a pragma, which may change escaping);
/// - only words that are text with something other than white space, and no `{` or `}` (so the
///   filled-in text can neither form a tag nor make a line with a section tag "standalone");
/// - not at all when a catalogue key has a `t` below the top level (`page.t.x`): a section over
///   `t.page` would then put a `t` of its own on the context stack. Waymark's own template variables
///   never use the key `t` except for the words.
/// A filled-in word is escaped by `Escaper.markup`, the escaping every variable of the theme
/// gets, so it is exactly what rendering the tag would have written.
package enum ThemeWordTags {
    /// `text` with its word tags filled in from `words` (the `t` template variable), or `nil` when
    /// nothing in it can be (then the template is used as it is).
    package static func fill(_ text: String, words: [String: Any]) -> String? {
        guard !text.contains("{{="), !text.contains("{{%") else { return nil }
        var result = ""
        var rest = Substring(text)
        var filled = false
        // Tag by tag, each ending where the parser ends it (a comment at its first `}}`), so a
        // word tag inside a comment or another tag is never taken for one.
        while let open = rest.range(of: "{{") {
            let triple = rest[open.upperBound...].hasPrefix("{")
            let nameStart = triple ? rest.index(after: open.upperBound) : open.upperBound
            guard let end = rest[nameStart...].range(of: triple ? "}}}" : "}}") else { break }
            result += rest[..<open.lowerBound]
            if let word = word(named: rest[nameStart..<end.lowerBound], in: words) {
                result += triple ? word : escaped(word)
                filled = true
            } else {
                result += rest[open.lowerBound..<end.upperBound]
            }
            rest = rest[end.upperBound...]
        }
        guard filled else { return nil }
        return result + rest
    }

    /// The word `t.a.b` names, when it is certain to render as itself.
    static func word(named name: Substring, in words: [String: Any]) -> String? {
        guard name.hasPrefix("t."),
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") })
        else { return nil }
        var node: Any = words
        for part in name.split(separator: ".", omittingEmptySubsequences: false).dropFirst() {
            guard !part.isEmpty, let parent = node as? [String: Any], let child = parent[String(part)] else { return nil }
            node = child
        }
        guard let word = node as? String, word.contains(where: { !$0.isWhitespace }),
              !word.contains("{"), !word.contains("}") else { return nil }
        return word
    }

    /// True when no catalogue key has a `t` below the top level.
    package static func isSafe(_ words: [String: Any]) -> Bool {
        var pending = Array(words.values)
        while let next = pending.popLast() {
            guard let node = next as? [String: Any] else { continue }
            if node["t"] != nil { return false }
            pending += node.values
        }
        return true
    }

    /// `text` escaped as the theme escapes every variable (`Escaper.markup`).
    static func escaped(_ text: String) -> String {
        Escaper.markup(text)
    }
}
