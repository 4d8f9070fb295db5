import WaymarkCore
import WaymarkModel

extension SiteConfig {
    /// The `markdown:` section of `site.yml`.
    package struct MarkdownSettings: Sendable, Hashable {
        /// When true, raw HTML in Markdown is passed through (its `href`s are the author's
        /// responsibility); when false (the default) it is replaced by `<!-- raw HTML omitted -->`.
        /// Either way a Markdown link or image with a scheme other than `http:`, `https:`, `mailto:`
        /// or `tel:` is an error (``URLReference``, docs/hardening.md).
        package var unsafeHTML: Bool

        /// Creates settings; safe by default.
        package init(unsafeHTML: Bool = false) {
            self.unsafeHTML = unsafeHTML
        }
    }
}
