/// A URL written in data or configuration (a menu's `url`, `baseURL`, an announcement's `photo` or
/// `contact`, a Markdown link or image), judged the way a browser will read it
/// (docs/hardening.md, "URLs from data and configuration").
///
/// A browser decodes HTML character references in an attribute (`&#106;`, `&colon;`, `&Tab;`),
/// drops tabs and line breaks anywhere in a URL and C0 controls and spaces at its ends, and only
/// then looks for a scheme. ``normalised`` is the text after those steps, ``scheme`` the scheme a
/// browser finds in it. Allowed are `http:`, `https:`, `mailto:`, `tel:` (in any case) and
/// references without a scheme: a path (`about/`, `../x`, `photo.jpg`), `#fragment`, `?query`,
/// and `//host/…`, which a page served over http(s) resolves with its own scheme.
package struct URLReference: Sendable, Hashable {
    /// The schemes a URL from data or configuration may have, lower-case, without the colon.
    package static let allowedSchemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// The text as written.
    package let text: String
    /// The text as a browser reads it: character references decoded, tabs and line breaks removed,
    /// C0 controls, DEL and white space removed at both ends.
    package let normalised: String
    /// The scheme of ``normalised``, lower-case and without the colon (`javascript`); `nil` for a
    /// reference without one.
    package let scheme: String?

    /// Reads `text`.
    package init(_ text: String) {
        self.text = text
        normalised = Self.normalise(text)
        scheme = Self.scheme(of: normalised)
    }

    /// True when the reference has no scheme or an allowed one.
    package var isAllowed: Bool {
        scheme.map(Self.allowedSchemes.contains) ?? true
    }

    /// True for a reference that leaves the site: one with a scheme, or a scheme-relative `//host`
    /// (`\` counts as `/` there, as browsers read it). Such references are never rewritten as site paths.
    package var isExternal: Bool {
        if scheme != nil { return true }
        let start = normalised.unicodeScalars.prefix(2)
        return start.count == 2 && start.allSatisfy { $0 == "/" || $0 == "\\" }
    }

    /// What the message says is expected.
    package static let expected = "an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top"

    /// `text` in quotes, cut to its first 120 characters (a `data:` URL may be megabytes long).
    package static func quoted(_ text: String) -> String {
        let limit = 120
        return text.count > limit ? "\"\(text.prefix(limit))…\"" : "\"\(text)\""
    }

    /// The scheme a URL parser finds at the start of `text`: an ASCII letter, then letters, digits,
    /// `+`, `-` or `.`, up to a `:`; `nil` when `text` does not start that way.
    static func scheme(of text: String) -> String? {
        var scheme = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z":
                scheme.unicodeScalars.append(scalar)
            case "0"..."9", "+", "-", ".":
                guard !scheme.isEmpty else { return nil }
                scheme.unicodeScalars.append(scalar)
            case ":":
                return scheme.isEmpty ? nil : scheme.lowercased()
            default:
                return nil
            }
        }
        return nil
    }
}
