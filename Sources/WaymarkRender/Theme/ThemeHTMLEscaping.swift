import Mustache

/// The HTML escaping the render library's templates use: exactly swift-mustache's own (`&<>"'`
/// replaced, compared as whole characters, so a `<` that a combining mark joins stays as it is),
/// but a value without any of those five bytes is handed back as it is instead of being rebuilt
/// character by character through a dictionary of `Character`s. Most values on a page (titles,
/// links, dates, summaries) contain none of them; swift-mustache's escaping was about a tenth of
/// rendering a plain page.
///
/// swift-mustache picks the escaping per template: every template starts with its HTML escaping
/// and a `{{% CONTENT_TYPE: name }}` pragma switches it. `Theme.library(filledWith:)` therefore
/// puts ``pragmaLine`` in front of every template it registers. The pragma tag stands alone on its
/// line, so swift-mustache drops the line whole and reads the template that follows exactly as if
/// it began the file (the same text, tags and standalone lines); a template's own pragma still
/// switches the escaping after it, as before.
package struct ThemeHTMLEscaping: MustacheContentType {
    /// The name the pragma uses.
    package static let name = "waymark-html"
    /// The line put in front of each template: selects this escaping.
    package static let pragmaLine = "{{% CONTENT_TYPE: \(name) }}\n"

    /// Registers the content type with swift-mustache once per process, before any template
    /// naming it is parsed (the parser looks the name up).
    package static let registered: Bool = {
        MustacheContentTypes.register(ThemeHTMLEscaping(), named: name)
        return true
    }()

    /// `text` escaped for HTML, byte for byte as swift-mustache's HTML content type escapes it.
    package func escapeText(_ text: String) -> String {
        Self.escape(text)
    }

    /// `text` escaped for HTML, byte for byte as swift-mustache's HTML content type escapes it.
    package static func escape(_ text: String) -> String {
        // `&` 0x26, `'` 0x27, `"` 0x22, `<` 0x3C, `>` 0x3E: none of these bytes can be part of a
        // longer UTF-8 sequence, so a text without them has nothing to replace.
        let needsWork = text.utf8.contains(where: isSpecial)
        return needsWork ? ThemeWordTags.escaped(text) : text
    }

    /// True for the bytes of `&<>"'`.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }
}
