import Foundation

/// Text folded for comparison: case-, diacritic- and width-insensitive, punctuation kept, spaces
/// collapsed. "Châteauroux-Déols" and "chateauroux-deols" fold to the same key.
package enum SearchKey {
    /// The folded form of `text` (locale-independent).
    package static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text) }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                                  locale: nil)
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        var pendingSpace = false
        for ch in folded {
            if ch.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            out.append(ch)
        }
        return out.lowercased()
    }

    /// The same fold for pure ASCII text, without Foundation: lower case, runs of whitespace
    /// collapsed to one space, none at the ends.
    static func foldASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for b in text.utf8 {
            if b == 0x20 || (0x09...0x0D).contains(b) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(0x20); pendingSpace = false }
            out.append((0x41...0x5A).contains(b) ? b + 0x20 : b)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
