import WaymarkModel

extension SiteConfig {
    /// The configuration as the pages of language `code` see it: `language` set to `code`, and the
    /// title, description and menus of its `languages:` entry when the map form gave one
    /// (docs/i18n.md, "Multilingual sites"). The base URL is left as it is.
    package func edition(_ code: String) -> SiteConfig {
        var config = self
        config.language = code
        if let settings = languageSettings[code] {
            config.title = settings.title
            config.description = settings.description
            config.menus = settings.menus
        }
        return config
    }
}
