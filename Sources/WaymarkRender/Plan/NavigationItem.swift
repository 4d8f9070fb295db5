/// One link of the header navigation.
package struct NavigationItem: Sendable, Hashable {
    /// The link text.
    package var title: String
    /// A site path (`about/`) or an external URL.
    package var target: String
    /// True for targets with a scheme (`https:`, `mailto:`, `tel:`) and `//host` ones.
    package var isExternal: Bool
    /// True when the target is a page of the default language, linked from a language that has no
    /// translation of it (docs/i18n.md, "Multilingual sites").
    package var inDefaultLanguage = false

    /// Creates an item.
    package init(title: String, target: String, isExternal: Bool) {
        self.title = title
        self.target = target
        self.isExternal = isExternal
    }
}
