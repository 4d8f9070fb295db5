import WaymarkModel

extension DefaultTheme {
    /// The built-in word catalogues by language, parsed from the embedded `i18n/<language>.yml`.
    package static let catalogues: [String: WordCatalogue] = {
        var diagnostics = Diagnostics()
        return Theme.catalogues(base: files, baseFolder: "(default theme)", overrides: [:], overrideFolder: "",
                                diagnostics: &diagnostics)
    }()
}
