import WaymarkCore

/// The content lines of an iCalendar file (RFC 5545, section 3.1), written into UTF-8 bytes: each
/// line ends in CRLF and is folded at 75 octets, a continuation line starting with one space. A
/// fold never splits the UTF-8 sequence of a Unicode scalar. Every value goes through the one
/// escaper's iCalendar context; no value from data can end a line or start a property of its own.
package struct ICalendarWriter: Sendable {
    /// The most octets on one line, CRLF left out (RFC 5545, section 3.1).
    package static let lineLimit = 75

    /// The file so far.
    package private(set) var bytes: [UInt8] = []

    /// An empty file.
    package init() {}

    /// Appends the content line `name:value` with `value` a TEXT value (`Escaper.iCalendarText`).
    package mutating func text(_ name: String, _ value: String) {
        append(name + ":" + Escaper.iCalendarText(value))
    }

    /// Appends the content line `name:value` with `value` written as it is (a date, a URI, a
    /// `GEO` pair, a fixed word), less any control character (`Escaper.iCalendarValue`). `name`
    /// may carry parameters, e.g. `DTSTART;VALUE=DATE`.
    package mutating func value(_ name: String, _ value: String) {
        append(name + ":" + Escaper.iCalendarValue(value))
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
