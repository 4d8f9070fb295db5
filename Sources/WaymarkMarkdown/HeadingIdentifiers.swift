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

    /// The identifier of one heading's text, decided scalar by scalar (never by `Character`: a
    /// Prepend letter such as U+0D4E joins the `"` after it into one letter-like `Character`, and
    /// that quote would end the attribute). Letters and numbers are kept, and the marks that follow
    /// a kept scalar (`e` + U+0301); anything else is a separator.
    static func identifier(from text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingHyphen = false
        var keptLast = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.value < 0x80 {
                // ASCII: letters and digits are kept, everything else separates (no marks here).
                let value = scalar.value
                if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) {
                    if pendingHyphen && !out.isEmpty { out.append("-") }
                    pendingHyphen = false
                    out.append(scalar)
                    keptLast = true
                } else {
                    pendingHyphen = true
                    keptLast = false
                }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.append(scalar)
                keptLast = true
            case .nonspacingMark where keptLast, .spacingMark where keptLast, .enclosingMark where keptLast:
                out.append(scalar)
            default:
                pendingHyphen = true
                keptLast = false
            }
        }
        return out.isEmpty ? "section" : String(out)
    }
}
