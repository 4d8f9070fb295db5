import WaymarkModel

/// One language's settings from the map form of `languages:` in `site.yml` (docs/i18n.md,
/// "Multilingual sites"): its site title, description and menus, each already falling back to the
/// top-level value when the language does not set it, as Hugo's per-language settings do.
package struct LanguageSettings: Sendable, Hashable {
    /// The site's name in this language.
    package var title: String
    /// The site's one-sentence description in this language, or `nil`.
    package var description: String?
    /// The menus in this language: the top-level menus, with each menu the language names replaced.
    package var menus: [String: [SiteMenuEntry]]
    /// `languageName`: how the language switcher names the language; `nil` for its name from ICU.
    package var name: String?
    /// `weight`: languages are ordered by it (lowest first), then as written; `0` when absent.
    package var weight: Int

    /// Creates settings.
    package init(title: String, description: String? = nil, menus: [String: [SiteMenuEntry]] = [:],
                name: String? = nil, weight: Int = 0) {
        self.title = title
        self.description = description
        self.menus = menus
        self.name = name
        self.weight = weight
    }
}
