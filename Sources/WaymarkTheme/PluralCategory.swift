/// A CLDR plural category (Unicode CLDR, "Language Plural Rules"): which form of a counted word a
/// language uses for a number. Waymark's own words use `one`, `few` and `other`.
package enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of the whole number `n` in `language` (a BCP 47 tag; only its primary subtag
    /// counts). Rules for integers, from CLDR:
    /// - `fr`: one for 0 and 1, other otherwise;
    /// - `hr` (also `bs`, `sr`): one when n % 10 = 1 and n % 100 ≠ 11; few when n % 10 is 2…4 and
    ///   n % 100 is not 12…14; other otherwise;
    /// - every other language (`en`, `sv`, `de`, `es`, `it`, …): one for 1, other otherwise.
    ///
    /// CLDR 42 and later also give French, Spanish and Italian a `many` form for exact millions
    /// ("1 000 000 de …"); Waymark's catalogues do not use it and such counts take `other`.
    package static func of(_ n: Int, language: String) -> PluralCategory {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let value = n.magnitude
        switch primary {
        case "fr":
            return value <= 1 ? .one : .other
        case "hr", "bs", "sr":
            let mod10 = value % 10, mod100 = value % 100
            if mod10 == 1, mod100 != 11 { return .one }
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
            return .other
        default:
            return value == 1 ? .one : .other
        }
    }
}
