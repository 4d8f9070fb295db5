import WaymarkModel

extension Theme {
    /// True for a word catalogue's path in a theme folder: `i18n/<language>.yml`.
    static func isCatalogue(_ path: String) -> Bool {
        path.hasPrefix("i18n/") && path.hasSuffix(".yml") && !path.dropFirst("i18n/".count).contains("/")
    }

    /// The language a catalogue path is for: `i18n/sv.yml` → `sv`.
    static func catalogueLanguage(_ path: String) -> String {
        String(path.dropFirst("i18n/".count).dropLast(".yml".count))
    }

    /// The catalogues of `base`, each laid over key by key with the one of the same language in
    /// `overrides`; problems are named `folder/path`.
    static func catalogues(base: [String: String], baseFolder: String, overrides: [String: String], overrideFolder: String,
                           diagnostics: inout Diagnostics) -> [String: WordCatalogue] {
        var result: [String: WordCatalogue] = [:]
        for (files, folder) in [(base, baseFolder), (overrides, overrideFolder)] {
            for path in files.keys.sorted() where isCatalogue(path) {
                guard let text = files[path] else { continue }
                let (catalogue, problems) = WordCatalogue.parse(text, path: folder + "/" + path)
                diagnostics.append(contentsOf: problems)
                guard let catalogue else { continue }
                let language = catalogueLanguage(path)
                result[language] = (result[language] ?? WordCatalogue()).overridden(by: catalogue)
            }
        }
        return result
    }

    /// The word catalogue of `language`: the theme's own laid over the built-in one key by key.
    package func catalogue(_ language: String) -> WordCatalogue? {
        let own = ownCatalogues[language]
        guard layersBuiltInCatalogues, let builtIn = DefaultTheme.catalogue(language) else { return own }
        return own.map { builtIn.overridden(by: $0) } ?? builtIn
    }

    /// Every word catalogue of the theme by language (``catalogue(_:)`` of each).
    package var catalogues: [String: WordCatalogue] {
        let languages = Set(ownCatalogues.keys).union(layersBuiltInCatalogues ? DefaultTheme.catalogueLanguages : [])
        var all: [String: WordCatalogue] = [:]
        for language in languages { all[language] = catalogue(language) }
        return all
    }

    /// The words for `language`: its catalogue (or the one of its primary subtag, `sv` for `sv-FI`)
    /// laid over the English one, so a key a site's own catalogue lacks is still written in English.
    package func words(for language: String) -> SiteWords {
        let english = catalogue("en") ?? WordCatalogue()
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        let own = catalogue(language) ?? catalogue(primary) ?? WordCatalogue()
        return SiteWords(language: language, catalogue: english.overridden(by: own))
    }
}
