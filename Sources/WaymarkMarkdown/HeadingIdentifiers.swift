/// Unique `id`s for the headings of one document, made from their text the way readers expect
/// (`Departures by week` → `departures-by-week`; a second `Notes` → `notes-1`).
///
/// Letters and digits (any script) are lowercased and kept; runs of anything else become one `-`;
/// hyphens at the ends are dropped; an empty result is `section`.
///
/// Each base remembers the next number to try, so 20,000 headings with the same text take linear
/// time, not one probe per earlier copy each.
struct HeadingIdentifiers {
    private var used: Set<String> = []
    /// For each base identifier, the suffix number to try next.
    private var nextNumber: [String: Int] = [:]

    /// The next identifier for a heading with this text.
    mutating func next(for text: String) -> String {
        let base = Self.identifier(from: text)
        var candidate = base
        var number = nextNumber[base] ?? 1
        if used.contains(candidate) {
            repeat {
                candidate = "\(base)-\(number)"
                number += 1
            } while used.contains(candidate)
            nextNumber[base] = number
        }
        used.insert(candidate)
        return candidate
    }

    static func identifier(from text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "section" : out
    }
}
