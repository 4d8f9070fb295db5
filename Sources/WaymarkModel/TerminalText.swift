/// Text made safe to print on a terminal: control characters from the data (escape sequences that
/// could retitle the window, move the cursor or hide text, and bidirectional overrides that reorder
/// what is shown) are written out as `\u{1B}` instead of being sent as they are.
package enum TerminalText {
    /// `text` with every control character escaped as `\u{XX}`: C0 controls and DEL, C1 controls,
    /// and the bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069). A tab stays as it is; line breaks stay only when `keepingLineBreaks` is true
    /// (for whole outputs whose lines are Waymark's own), and are escaped in one-line fields.
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// True for the scalars ``escaped(_:keepingLineBreaks:)`` writes out.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x0A: return !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
