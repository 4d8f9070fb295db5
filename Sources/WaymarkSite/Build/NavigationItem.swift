/// One link of the header navigation.
public struct NavigationItem: Sendable, Hashable {
    /// The link text.
    public var title: String
    /// A site path (`about/`) or an external URL.
    public var target: String
    /// True for `http(s)://`, `mailto:` and `//` targets.
    public var isExternal: Bool

    /// Creates an item.
    public init(title: String, target: String, isExternal: Bool) {
        self.title = title
        self.target = target
        self.isExternal = isExternal
    }
}
