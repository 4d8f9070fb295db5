/// The content lines of an iCalendar file (RFC 5545, section 3.1), written into UTF-8 bytes: each
/// line ends in CRLF and is folded at 75 octets, a continuation line starting with one space. A
/// fold never splits the UTF-8 sequence of a Unicode scalar. Every TEXT value goes through
/// ``escaped(_:)``; no value from data can end a line or start a property of its own.
package struct ICalendarWriter: Sendable {
    /// The most octets on one line, CRLF left out (RFC 5545, section 3.1).
    package static let lineLimit = 75

    /// The file so far.
    package private(set) var bytes: [UInt8] = []

    /// An empty file.
    package init() {}

    /// Appends the content line `name:value` with `value` a TEXT value (``escaped(_:)``).
    package mutating func text(_ name: String, _ value: String) {
        append(name + ":" + Self.escaped(value))
    }

    /// Appends the content line `name:value` with `value` written as it is (a date, a URI, a
    /// `GEO` pair, a fixed word), less any control character (``withoutControls(_:)``). `name`
    /// may carry parameters, e.g. `DTSTART;VALUE=DATE`.
    package mutating func value(_ name: String, _ value: String) {
        append(name + ":" + Self.withoutControls(value))
    }

    /// `text` as an RFC 5545 TEXT value: backslash, semicolon and comma escaped with a backslash,
    /// every line break (CRLF, LF, CR, NEL, U+2028, U+2029) written `\n`, and the other control
    /// characters (C0 but tab, DEL, C1) left out, since a content line may not hold them.
    package static func escaped(_ text: String) -> String {
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
            default: if !isControl(scalar) { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// `text` without the control characters a content line may not hold (C0 but tab, DEL, C1).
    package static func withoutControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    /// Whether `scalar` is a control character other than horizontal tab.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// Appends `line` (already free of line breaks) folded at ``lineLimit`` octets, then CRLF.
    private mutating func append(_ line: String) {
        var length = 0
        for scalar in line.unicodeScalars {
            let octets = UTF8.width(scalar)
            if length + octets > Self.lineLimit {
                bytes.append(contentsOf: [0x0D, 0x0A, 0x20])
                length = 1
            }
            if let encoded = UTF8.encode(scalar) { bytes.append(contentsOf: encoded) }
            length += octets
        }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }
}
