/// A page's `shareImage` template variable: what `partials/head` writes as `og:image`,
/// `og:image:type`, `og:image:width`, `og:image:height`, `og:image:alt` and the large Twitter card.
/// It is its own template value (``TemplateValueEncoder``): `url`, `alt`, `width`, `height`, `type`.
package struct ShareImage: Encodable, Sendable, Hashable {
    /// The picture's absolute URL (from `baseURL`).
    package var url: String
    /// One line saying what the picture shows.
    package var alt: String
    /// Width in pixels.
    package var width = ShareCard.width
    /// Height in pixels.
    package var height = ShareCard.height
    /// The picture's media type.
    package var type = "image/png"

    /// Creates the variable's value.
    package init(url: String, alt: String) {
        self.url = url
        self.alt = alt
    }
}
