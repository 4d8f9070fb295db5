import WaymarkCore
import WaymarkModel
import Yams

extension SiteConfigLoader {
    /// What `load()` gathered about the languages while reading the keys, resolved by
    /// ``resolveLanguages(_:_:section:diagnostics:)`` once every key is read.
    struct LanguageKeys {
        /// The map form's entries by tag; empty for the list form.
        var entries: [String: LanguagesSetting.Entry] = [:]
        /// `languages:` was given (valid or not).
        var languagesNode: Node?
        /// `defaultLanguage:` as written, with its node.
        var defaultLanguage: (tag: String, node: Node)?
        /// `language:`'s node, when given.
        var languageNode: Node?
    }

    /// One language's entry of the map form (`sv: {title: …, menus: …, weight: 2}`); a null value
    /// (`sv:`) sets nothing. Unknown keys are warnings, bad values located errors.
    func languageEntry(_ node: Node, code: String, section: YAMLSection, diagnostics: inout [Diagnostic]) -> LanguagesSetting.Entry {
        var entry = LanguagesSetting.Entry()
        if YAMLSection.isNull(node) { return entry }
        let name = "languages.\(code)"
        guard let mapping = node.mapping else {
            diagnostics.append(section.diagnostic(
                .error, "\(name) must be a mapping of the language's settings (\(LanguagesSetting.entryKeys.joined(separator: ", "))), found \(node.kindDescription)",
                at: node))
            return entry
        }
        func text(_ key: String, _ value: Node) -> String? {
            guard let scalar = value.scalar, !YAMLSection.isNull(value) else {
                diagnostics.append(section.diagnostic(
                    .error, "\(name).\(key) must be text, found \(YAMLSection.isNull(value) ? "no value" : value.kindDescription)", at: value))
                return nil
            }
            let string = scalar.string.trimmingCharacters(in: .whitespaces)
            if let limit = Self.lengthLimits[key], string.count > limit {
                diagnostics.append(section.diagnostic(
                    .error, "\(name).\(key) is \(DigitGrouping.grouped(string.count)) characters long: expected at most \(DigitGrouping.grouped(limit)), since it is copied into every page",
                    at: value))
                return nil
            }
            if string.isEmpty, key != "description" {
                diagnostics.append(section.diagnostic(.error, "\(name).\(key) is empty: expected text, or leave the key out", at: value))
                return nil
            }
            return string
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": entry.title = text(key, value)
            case "description": entry.description = text(key, value)
            case "languageName": entry.name = text(key, value)
            case "menus": entry.menus = menus(value, section: section, diagnostics: &diagnostics)
            case "weight":
                let written = value.scalar?.string ?? value.kindDescription
                if value.scalar != nil, let weight = Int(written), abs(weight) <= 1_000_000 {
                    entry.weight = weight
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "\(name).weight \"\(written)\" is not a whole number: expected e.g. 1 or 2 (languages are ordered by weight, lowest first)",
                        at: value))
                }
            default:
                diagnostics.append(section.diagnostic(
                    .warning, "unknown key \"\(name).\(key)\" in site.yml: expected one of \(LanguagesSetting.entryKeys.joined(separator: ", "))",
                    at: keyNode))
            }
        }
        return entry
    }

    /// Orders the languages (the map form by `weight`, then as written), puts the default language
    /// (`defaultLanguage:`, else the first) first, checks `language:` against it, and gives every
    /// language of the map form its settings merged over the top-level ones; `config` becomes the
    /// default language's edition.
    func resolveLanguages(_ config: inout SiteConfig, _ keys: LanguageKeys, section: YAMLSection,
                          diagnostics: inout [Diagnostic]) {
        var codes = config.languages
        if !keys.entries.isEmpty {
            codes = codes.enumerated().sorted { a, b in
                (keys.entries[a.element]?.weight ?? 0, a.offset) < (keys.entries[b.element]?.weight ?? 0, b.offset)
            }.map(\.element)
        }
        if let (tag, node) = keys.defaultLanguage {
            if let problem = LanguagesSetting.problem(with: tag) {
                diagnostics.append(section.diagnostic(.error, "defaultLanguage \"\(tag)\" \(problem)", at: node))
            } else if keys.languagesNode == nil {
                diagnostics.append(section.diagnostic(
                    .error, "defaultLanguage \"\(tag)\" is set but languages is not: expected languages listing it, or language: \(tag) for a site in one language",
                    at: node))
            } else if !codes.isEmpty {
                if let index = codes.firstIndex(where: { $0.lowercased() == tag.lowercased() }) {
                    codes.insert(codes.remove(at: index), at: 0)
                } else {
                    diagnostics.append(section.diagnostic(
                        .error, "defaultLanguage \"\(tag)\" is not one of languages (\(codes.joined(separator: ", "))): expected one of them",
                        at: node))
                }
            }
        }
        config.languages = codes
        guard let first = codes.first else { return }
        if let languageNode = keys.languageNode, config.language.lowercased() != first.lowercased() {
            let message = keys.defaultLanguage == nil
                ? "language \"\(config.language)\" is not the first of languages (\(codes.joined(separator: ", "))): expected the default language first, or leave language out"
                : "language \"\(config.language)\" is not defaultLanguage \"\(first)\": expected the same language, or leave language out"
            diagnostics.append(section.diagnostic(.error, message, at: languageNode))
        }
        config.language = first
        guard !keys.entries.isEmpty else { return }
        for code in codes {
            let entry = keys.entries[code] ?? LanguagesSetting.Entry()
            config.languageSettings[code] = LanguageSettings(
                title: entry.title ?? config.title, description: entry.description ?? config.description,
                menus: config.menus.merging(entry.menus ?? [:]) { _, language in language },
                name: entry.name, weight: entry.weight ?? 0)
        }
        config = config.edition(first)
    }

    /// True when the map form of `languages:` gives every language a title, so the top-level `title` may be left out.
    static func everyLanguageHasATitle(_ keys: LanguageKeys, codes: [String]) -> Bool {
        !codes.isEmpty && codes.allSatisfy { keys.entries[$0]?.title != nil }
    }
}
