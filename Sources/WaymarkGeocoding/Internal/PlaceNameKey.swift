import Foundation

/// The normalised search key of a place name: what "Split", "SPLIT" and "split" have in common.
///
/// The rule (kept identical to `scripts/build_gazetteer.py`, which keys the embedded index):
/// lower-case; Unicode NFKD with non-spacing marks removed (so "Göteborg" is "goteborg");
/// ß→ss, æ→ae, ø→o, œ→oe, ł→l, đ/ð→d, þ→th, ı→i, ħ→h, ŧ→t; apostrophes (' ’ ‘ ` ʻ ʼ) deleted;
/// every other character that is not a letter or a digit separates words; words joined by one space;
/// the words "st", "saint", "ste", "sainte" and "sankt" all become "st" (so "St. Tropez",
/// "Saint-Tropez" and "ST TROPEZ" share the key `st tropez`). An empty key means the text has no
/// letters or digits.
package enum PlaceNameKey {
    /// The key of `text`; see the type's documentation for the rule.
    package static func make(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            words.append(saintWords.contains(word) ? "st" : word)
            word = ""
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.unicodeScalars.append(Unicode.Scalar(byte + 32))
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    word.unicodeScalars.append(Unicode.Scalar(byte))
                case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
                default: flush()
                }
            }
        } else {
            for scalar in text.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
                let category = scalar.properties.generalCategory
                if category == .nonspacingMark || deleted.contains(scalar) { continue }
                if let replacement = transliteration[scalar] {
                    word += replacement
                } else if isLetterOrDigit(category) {
                    word.unicodeScalars.append(scalar)
                } else {
                    flush()
                }
            }
        }
        flush()
        return words.joined(separator: " ")
    }

    private static let saintWords: Set<String> = ["st", "saint", "ste", "sainte", "sankt"]

    private static let deleted: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "`", "\u{02BB}", "\u{02BC}"]

    private static let transliteration: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "ł": "l", "đ": "d", "ð": "d",
        "þ": "th", "ı": "i", "ħ": "h", "ŧ": "t",
    ]

    private static func isLetterOrDigit(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
