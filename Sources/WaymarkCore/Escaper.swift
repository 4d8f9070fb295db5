/// The one escaper of Waymark: text from data (records, front matter, `site.yml`, word catalogues)
/// made safe for the context it lands in, for every output the site has.
///
/// It works on Unicode scalars (and, on its fast path, UTF-8 bytes), never on `Character`s. A
/// browser's tokenizer reads code points: a `<` that a Prepend character before it or a combining
/// mark after it joins into one grapheme cluster is still a `<` to the browser, so it must be
/// escaped like any other.
///
/// Contexts:
/// - **Markup** (``markup(_:)``, ``appendMarkup(_:to:)``): HTML text and double- or single-quoted
///   attributes, inline and stand-alone SVG, XML (Atom, sitemap). `&`, `<`, `>`, `"` and `'` become
///   `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` (the numeric form, because `&apos;` is not an
///   HTML 4 entity). Characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage
///   return, U+FFFE, U+FFFF) are dropped, so the output always parses.
/// - **Markdown** (``markdown(_:)``, ``markdownLinkTarget(_:)``): text in GitHub-flavoured Markdown,
///   where every character Markdown could read as markup is backslash-escaped.
/// - **JSON inside HTML** (``scriptJSON(_:)``): a JSON text placed in a `<script>` element.
/// - **iCalendar** (``iCalendarText(_:)``, ``iCalendarValue(_:)``): the value of an RFC 5545 content
///   line, which no value may end or turn into a property of its own.
///
/// In every context the bidirectional embedding, override and isolate controls (U+202A–U+202E,
/// U+2066–U+2069) are removed: from data they could reorder the page around the value.
package enum Escaper {
    // MARK: Markup

    /// `text` escaped for HTML, SVG and XML text and quoted attributes, e.g. `<b>` → `&lt;b&gt;`.
    package static func markup(_ text: String) -> String {
        guard needsMarkupWork(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendMarkupScalars(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped for markup to `bytes` as UTF-8 (the SVG writer's buffer).
    package static func appendMarkup(_ text: String, to bytes: inout [UInt8]) {
        guard needsMarkupWork(text) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        appendMarkupScalars(text, to: &bytes)
    }

    private static func appendMarkupScalars(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A, 0x0D: bytes.append(UInt8(scalar.value))
            case 0x00..<0x20, 0xFFFE, 0xFFFF: continue
            default:
                if isBidiControl(scalar) { continue }
                appendUTF8(scalar, to: &bytes)
            }
        }
    }

    /// False when no byte of `text` can need escaping: none of `&<>"'`, no C0 control other than
    /// tab, line feed and carriage return, and no lead byte of the three-byte sequences the escaper
    /// looks at (0xE2 for the bidi controls, 0xEF for U+FFFE and U+FFFF). Most values on a page
    /// (titles, links, dates) take this path and are handed back as they are.
    private static func needsMarkupWork(_ text: String) -> Bool {
        // Over the string's own storage: the generic scan steps through string indices byte by byte.
        text.utf8.withContiguousStorageIfAvailable(needsMarkupWork) ?? needsMarkupWork(Array(text.utf8))
    }

    private static func needsMarkupWork<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.contains { byte in
            switch byte {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0xE2, 0xEF: true
            case 0x09, 0x0A, 0x0D: false
            default: byte < 0x20
            }
        }
    }

    // MARK: Markdown

    /// `text` for GitHub-flavoured Markdown: every character Markdown could read as markup
    /// backslash-escaped (`\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `~` `&`), line breaks and
    /// tabs turned into spaces and control characters dropped, so data never becomes a link,
    /// emphasis, HTML or a new table cell.
    package static func markdown(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&":
                out.append("\\")
                out.append(scalar)
            case "\n", "\r", "\t":
                out.append(" ")
            default:
                if isBidiControl(scalar) || (scalar.value < 0x20 || scalar.value == 0x7F) { continue }
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A link target for Markdown's `( )`: spaces, parentheses, `<`, `>`, `\` and control characters
    /// percent-encoded, so the target can neither end early nor carry markup.
    package static func markdownLinkTarget(_ href: String) -> String {
        var out = ""
        for scalar in href.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x28, 0x29, 0x3C, 0x3E, 0x5C, 0x7F, 0x00..<0x20:
                out += "%" + hexByte(UInt8(scalar.value))
            default:
                if isBidiControl(scalar) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: JSON inside HTML

    /// A JSON text made safe inside an HTML `<script>` element: `<`, `>` and `&` become `\u003c`,
    /// `\u003e` and `\u0026` (they only occur inside JSON strings, where the escapes mean the same),
    /// so neither `</script>` nor `<!--` can end or change the element; U+2028 and U+2029 become
    /// `\u2028` and `\u2029`; the bidirectional controls are dropped.
    package static func scriptJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar.value {
            case 0x3C: out += "\\u003c"
            case 0x3E: out += "\\u003e"
            case 0x26: out += "\\u0026"
            case 0x2028: out += "\\u2028"
            case 0x2029: out += "\\u2029"
            default: if !isBidiControl(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    // MARK: iCalendar

    /// `text` as an RFC 5545 TEXT value (section 3.3.11): backslash, semicolon and comma escaped with
    /// a backslash, every line break (CRLF, LF, CR, NEL, U+2028, U+2029) written `\n`, and the other
    /// control characters (C0 but tab, DEL, C1) left out, since a content line may not hold them.
    package static func iCalendarText(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\\": out.append(contentsOf: #"\\"#.unicodeScalars)
            case ";": out.append(contentsOf: #"\;"#.unicodeScalars)
            case ",": out.append(contentsOf: #"\,"#.unicodeScalars)
            case "\n" where previous == "\r": continue
            case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}": out.append(contentsOf: #"\n"#.unicodeScalars)
            default: if !isContentLineControl(scalar) && !isBidiControl(scalar) { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// `text` as a content-line value written as it is (a date, a URI, a `GEO` pair, a fixed word):
    /// only the control characters a content line may not hold and the bidirectional controls are
    /// left out.
    package static func iCalendarValue(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isContentLineControl($0) || isBidiControl($0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isContentLineControl($0) && !isBidiControl($0) }))
    }

    /// Whether `scalar` is a control character other than horizontal tab (RFC 5545's CONTROL).
    private static func isContentLineControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    // MARK: Shared

    /// True for the bidirectional embedding, override and isolate controls: LRE, RLE, PDF, LRO, RLO
    /// (U+202A–U+202E) and LRI, RLI, FSI, PDI (U+2066–U+2069).
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// `text` without the bidirectional controls (``isBidiControl(_:)``); the text itself when it has none.
    package static func removingBidiControls(_ text: String) -> String {
        guard containsByte(text, 0xE2), text.unicodeScalars.contains(where: isBidiControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isBidiControl(scalar) { out.append(scalar) }
        return String(out)
    }

    /// True when the UTF-8 bytes of `text` hold `byte`, read straight from the string's storage
    /// (the generic `utf8.contains` steps through string indices byte by byte).
    static func containsByte(_ text: String, _ byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(String.UnicodeScalarView([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]))
    }
}
