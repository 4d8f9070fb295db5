/// One link of the header navigation.
public struct NavigationItem: Sendable, Hashable {
    /// The link text.
    public var title: String
    /// A site path (`about/`) or an external URL.
    public var target: String
    /// True for `http(s)://`, `mailto:` and `//` targets.
    public var isExternal: Bool
    /// True when the target is a page of the default language, linked from a language that has no
    /// translation of it (docs/i18n.md, "Multilingual sites").
    public var inDefaultLanguage = false

    /// Creates an item.
    public init(title: String, target: String, isExternal: Bool) {
        self.title = title
        self.target = target
        self.isExternal = isExternal
    }
}
