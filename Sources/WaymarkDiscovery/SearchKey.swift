import Foundation

/// Text folded for comparison: case-, diacritic- and width-insensitive, punctuation kept, spaces
/// collapsed. "Châteauroux-Déols" and "chateauroux-deols" fold to the same key.
public enum SearchKey {
    /// The folded form of `text` (locale-independent).
    public static func fold(_ text: String) -> String {
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
}
