import WaymarkCore
import WaymarkModel

extension DefaultTheme {
    /// The built-in word catalogue of `language`, parsed from the embedded `i18n/<language>.yml` the
    /// first time a build asks for it (a site in one language reads two of the seven: its own and
    /// English), or `nil` when the theme has none for that language.
    package static func catalogue(_ language: String) -> WordCatalogue? {
        if let parsed = parsedCatalogues.withLock({ $0[language] }) { return parsed }
        guard let text = files["i18n/" + language + ".yml"] else { return nil }
        guard let catalogue = WordCatalogue.parse(text, path: "(default theme)/i18n/" + language + ".yml").catalogue else {
            return nil
        }
        parsedCatalogues.withLock { $0[language] = catalogue }
        return catalogue
    }

    /// The languages the embedded theme has a catalogue for.
    package static var catalogueLanguages: [String] {
        files.keys.filter(Theme.isCatalogue).map(Theme.catalogueLanguage).sorted()
    }

    /// Every built-in catalogue by language.
    package static var catalogues: [String: WordCatalogue] {
        var all: [String: WordCatalogue] = [:]
        for language in catalogueLanguages { all[language] = catalogue(language) }
        return all
    }

    private static let parsedCatalogues = MutexBox<[String: WordCatalogue]>([:])
}
