/// The unit a map's scale bar and composed descriptions use: kilometres for charters and pets,
/// nautical miles for aviation (docs/geo.md, "Units").
public enum MapDistanceUnit: String, Sendable, Hashable, CaseIterable {
    /// Kilometres (metres below 1 km).
    case kilometres
    /// International nautical miles of 1,852 m.
    case nauticalMiles

    /// Metres in one unit (1 NM = 1,852 m exactly).
    public var metres: Double {
        switch self {
        case .kilometres: 1_000
        case .nauticalMiles: 1_852
        }
    }

    /// The symbol written after a value: `km` or `NM`.
    public var symbol: String {
        switch self {
        case .kilometres: "km"
        case .nauticalMiles: "NM"
        }
    }

    /// A distance in metres written for people, e.g. `10 km`, `800 m`, `25 NM`, `2.5 km`.
    ///
    /// Kilometre distances below 1 km are written in metres. Values keep two decimals below 10 units,
    /// one below 100 and none above, and drop trailing zeros: `2.25 km`, `12.5 km`, `2,211 NM`.
    public func format(metres distance: Double) -> String {
        if self == .kilometres, distance < 1_000 {
            return "\(MapDistanceUnit.trimmed(distance, decimals: 0)) m"
        }
        let value = distance / metres
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return "\(MapDistanceUnit.trimmed(value, decimals: decimals)) \(symbol)"
    }

    /// `12345` → `12,345` (comma thousands separators, fixed: output never depends on the locale).
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }

    static func trimmed(_ value: Double, decimals: Int) -> String {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        // Lengths are at most half the Earth's circumference; anything else (never from valid input)
        // is printed as it is rather than trapping in the conversion to Int.
        guard value.isFinite, abs(value * factor) < 1e15 else { return "\(value)" }
        let scaled = Int((value * factor).rounded())
        let whole = scaled / Int(factor)
        var fraction = abs(scaled % Int(factor))
        let wholeText = grouped(whole)
        guard fraction != 0 else { return wholeText }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text = String(fraction)
        while text.count < digits { text = "0" + text }
        return "\(scaled < 0 && whole == 0 ? "-" : "")\(wholeText).\(text)"
    }
}
