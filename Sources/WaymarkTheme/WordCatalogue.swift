import WaymarkModel

/// The words Waymark itself writes on a site's pages, in one language: the parsed
/// `Templates/i18n/<language>.yml` (docs/i18n.md).
///
/// Keys are dotted paths of the YAML's nested maps (`pets.title`). A value is either a text, which may
/// hold `{name}` placeholders, or a plural entry: a map of CLDR categories (`one`, `few`, `other`) to
/// texts, where `{count}` is the counted number.
package struct WordCatalogue: Sendable, Hashable {
    /// Plain texts by key.
    package var texts: [String: String]
    /// Plural entries by key: category name → text.
    package var plurals: [String: [String: String]]

    /// Creates a catalogue.
    package init(texts: [String: String] = [:], plurals: [String: [String: String]] = [:]) {
        self.texts = texts
        self.plurals = plurals
    }

    /// Every key, texts and plural entries together, sorted.
    package var keys: [String] { (Array(texts.keys) + Array(plurals.keys)).sorted() }

    /// `self` with every key of `overrides` replaced by its value there (a site's own catalogue laid
    /// over the built-in one, key by key).
    package func overridden(by overrides: WordCatalogue) -> WordCatalogue {
        var result = self
        for (key, value) in overrides.texts {
            result.texts[key] = value
            result.plurals[key] = nil
        }
        for (key, value) in overrides.plurals {
            result.plurals[key] = value
            result.texts[key] = nil
        }
        return result
    }

    /// The text of `key` with each `{name}` replaced by `values[name]`; the key itself when the
    /// catalogue lacks it (so a missing word shows, instead of vanishing).
    package func text(_ key: String, _ values: [String: String] = [:]) -> String {
        Self.fill(texts[key] ?? key, values)
    }

    /// The form of plural entry `key` for `count` in `language`, with `{count}` replaced by
    /// `countText` and each other `{name}` by `values[name]`. Falls back to `other`, then to the key.
    package func plural(_ key: String, count: Int, countText: String, language: String,
                       _ values: [String: String] = [:]) -> String {
        let forms = plurals[key] ?? [:]
        let category = PluralCategory.of(count, language: language)
        let form = forms[category.rawValue] ?? forms[PluralCategory.other.rawValue] ?? texts[key] ?? key
        var all = values
        all["count"] = countText
        return Self.fill(form, all)
    }

    /// The texts as nested dictionaries for templates: `pets.title` is `{{t.pets.title}}`. Plural
    /// entries appear as their `other` form.
    package var templateVariables: [String: Any] {
        var root: [String: Any] = [:]
        var flat = texts
        for (key, forms) in plurals { flat[key] = forms[PluralCategory.other.rawValue] ?? "" }
        for key in flat.keys.sorted() {
            guard let value = flat[key] else { continue }
            Self.insert(value, path: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        return root
    }

    private static func insert(_ value: String, path: ArraySlice<String>, into node: inout [String: Any]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            node[head] = value
            return
        }
        var child = node[head] as? [String: Any] ?? [:]
        insert(value, path: path.dropFirst(), into: &child)
        node[head] = child
    }

    /// `text` with `{name}` replaced by `values[name]`; unknown names stay as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                out += value
                rest = after[after.index(after: close)...]
            } else {
                out += "{"
                rest = after
            }
        }
        return out + rest
    }
}
