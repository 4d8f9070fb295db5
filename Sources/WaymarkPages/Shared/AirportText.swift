import WaymarkConfig
import WaymarkCore
import WaymarkModel

/// How airport facts are written on pages and in tables.
package enum AirportText {
    /// `large_airport` → `Large airport`; unknown types are shown with `_` as spaces.
    package static func typeLabel(_ type: String) -> String {
        switch type {
        case "large_airport": return "Large airport"
        case "medium_airport": return "Medium airport"
        case "small_airport": return "Small airport"
        case "heliport": return "Heliport"
        case "seaplane_base": return "Seaplane base"
        case "balloonport": return "Balloon port"
        case "closed": return "Closed"
        default:
            let words = type.replacingUnderscores
            return words.prefix(1).uppercased() + words.dropFirst()
        }
    }

    /// The code shown for an airport in tables: its ICAO code (``WaymarkModel/Airport/icaoCode``),
    /// else its ident, with whether it is an ICAO code (tables head the column "Code" and mark
    /// the others, so an OurAirports ident such as `FR-0009` is never passed off as ICAO).
    package static func code(_ airport: Airport) -> (text: String, isICAO: Bool) {
        if let icao = airport.icaoCode { return (icao, true) }
        return (airport.ident, false)
    }

    /// `precision`, `APV`, `non-precision`.
    package static func approachLabel(_ category: ApproachCategory) -> String { category.rawValue }

    /// A whole number of feet with thousands separators: `12799` → `12,799`.
    package static func feet(_ value: Int) -> String { grouped(value) }

    /// Feet converted to metres, whole: `12799` → `3,901`.
    package static func metres(feet value: Int) -> String { grouped(Int((Double(value) * 0.3048).rounded())) }

    /// An initial true bearing in whole degrees, three digits: `87.4` → `087°`, `-3` → `357°`.
    package static func bearing(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "—" }
        var d = Int(degrees.truncatingRemainder(dividingBy: 360).rounded()) % 360
        if d < 0 { d += 360 }
        let text = String(d)
        return String(repeating: "0", count: max(0, 3 - text.count)) + text + "°"
    }

    /// `1234567` → `1,234,567` (no locale: always commas), for counts and lengths on pages
    /// (``DigitGrouping``, which `site.yml`'s messages use too).
    static func grouped(_ value: Int) -> String { DigitGrouping.grouped(value) }
}

extension String {
    /// The text with `_` as spaces.
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
