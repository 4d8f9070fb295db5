extension SiteConfig {
    /// The `markdown:` section of `site.yml`.
    public struct MarkdownSettings: Sendable, Hashable {
        /// When true, raw HTML in Markdown is passed through; when false (the default) it is replaced
        /// by `<!-- raw HTML omitted -->` and `javascript:` links are dropped.
        public var unsafeHTML: Bool

        /// Creates settings; safe by default.
        public init(unsafeHTML: Bool = false) {
            self.unsafeHTML = unsafeHTML
        }
    }
}
