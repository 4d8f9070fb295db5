import Mustache
import WaymarkCore

/// The escaping of every Mustache variable the theme writes: ``WaymarkCore/Escaper``'s markup
/// context, by Unicode scalar (swift-mustache's own HTML escaping compares whole `Character`s, so a
/// `<` or `"` that a Prepend character or a combining mark joins into one grapheme cluster would
/// be written raw, and a browser, which reads code points, would see a tag or the attribute's end).
///
/// swift-mustache picks the escaping per template: every template starts with its HTML escaping
/// and a `{{% CONTENT_TYPE: name }}` pragma switches it. `Theme` therefore puts ``pragmaLine`` in
/// front of every template it registers, partials included. The pragma tag stands alone on its
/// line, so swift-mustache drops the line whole and reads the template that follows exactly as if
/// it began the file (the same text, tags and standalone lines). The type is also registered under
/// swift-mustache's own name `HTML`, so a template's `{{% CONTENT_TYPE: HTML }}` selects it too.
package struct ThemeHTMLEscaping: MustacheContentType {
    /// The name the pragma uses.
    package static let name = "waymark-html"
    /// The line put in front of each template: selects this escaping.
    package static let pragmaLine = "{{% CONTENT_TYPE: \(name) }}\n"

    /// Registers the content type with swift-mustache once per process, before any template
    /// naming it is parsed (the parser looks the name up).
    package static let registered: Bool = {
        MustacheContentTypes.register(ThemeHTMLEscaping(), named: name)
        MustacheContentTypes.register(ThemeHTMLEscaping(), named: "HTML")
        return true
    }()

    /// `text` escaped for HTML text and quoted attributes (``WaymarkCore/Escaper/markup(_:)``).
    package func escapeText(_ text: String) -> String {
        Escaper.markup(text)
    }
}
