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
            switch role(of: scalar) {
            case .kept:
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.append(scalar)
                keptLast = true
            case .mark where keptLast:
                out.append(scalar)
            case .mark, .separator:
                pendingHyphen = true
                keptLast = false
            }
        }
        return out.isEmpty ? "section" : String(out)
    }

    /// What a scalar is to an identifier: a letter or number (kept), a mark (kept after a kept
    /// scalar), or anything else (a separator).
    private enum Role {
        case kept, mark, separator
    }

    /// The role of `scalar` by its general category; ASCII (letters and digits kept, no marks) is
    /// answered without the Unicode tables, which cost a search per scalar.
    private static func role(of scalar: Unicode.Scalar) -> Role {
        let value = scalar.value
        if value < 0x80 {
            let letterOrDigit = (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
            return letterOrDigit ? .kept : .separator
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return .kept
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        default:
            return .separator
        }
    }
}
