import WaymarkCore

/// A distance with the unit it was written in, e.g. `10km`, `25nm`, `5mi`, `800m` (docs/geo.md, "Units").
///
/// The value is kept in metres (``metres``); ``unit`` remembers how to print it. Two lengths compare
/// by their metres only, so `1nm == 1852m`. Lengths are never negative and always finite.
package struct Length: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A unit of length Waymark accepts in queries and prints in results.
    package enum Unit: String, Sendable, Hashable, CaseIterable, Codable {
        /// Metres, written `m`.
        case metres = "m"
        /// Kilometres, written `km`.
        case kilometres = "km"
        /// International nautical miles (1,852 m), written `nm`.
        case nauticalMiles = "nm"
        /// Statute miles (1,609.344 m), written `mi`.
        case statuteMiles = "mi"

        /// How many metres one of this unit is (exact by definition).
        package var metres: Double {
            switch self {
            case .metres: return 1
            case .kilometres: return 1_000
            case .nauticalMiles: return 1_852
            case .statuteMiles: return 1_609.344
            }
        }

        /// The short symbol used when printing a value, e.g. `km`, `NM`, `mi`, `m`.
        package var symbol: String {
            switch self {
            case .metres: return "m"
            case .kilometres: return "km"
            case .nauticalMiles: return "NM"
            case .statuteMiles: return "mi"
            }
        }

        /// The unit a bare number means in a context (docs/geo.md, "Units"): kilometres for charters and pets,
        /// nautical miles for aviation.
        package static func `default`(for context: Context) -> Unit {
            switch context {
            case .ground: return .kilometres
            case .aviation: return .nauticalMiles
            }
        }
    }

    /// Which default unit applies when a distance is written without one.
    package enum Context: String, Sendable, Hashable {
        /// Charters, announcements, places: kilometres.
        case ground
        /// Airports and routes: nautical miles.
        case aviation
    }

    /// The distance in metres (finite, ≥ 0).
    package let metres: Double
    /// The unit used to print this length.
    package let unit: Unit

    /// The longest length Waymark accepts: half the Earth's equatorial circumference (π × 6,378,137 m,
    /// 20,037.5 km), farther than any two points on Earth are apart. Every radius, `within` and
    /// distance read from input must be at most this.
    package static let maximumMetres = 20_037_508.342789244

    /// ``maximumMetres`` as text, `20,037.5 km`.
    package static let maximumText = "20,037.5 km"

    /// A length of `value` in `unit`, or `nil` when `value` is negative, NaN, infinite or longer
    /// than ``maximumMetres``.
    package init?(_ value: Double, _ unit: Unit) {
        let m = value * unit.metres
        guard value.isFinite, m.isFinite, value >= 0, m <= Length.maximumMetres else { return nil }
        self.metres = m
        self.unit = unit
    }

    /// A length of `metres` metres shown in `unit`; negative or non-finite values become 0.
    package init(metres: Double, unit: Unit = .metres) {
        self.metres = metres.isFinite && metres > 0 ? metres : 0
        self.unit = unit
    }

    /// `value` kilometres (clamped to ≥ 0).
    package static func kilometres(_ value: Double) -> Length { Length(metres: value * 1_000, unit: .kilometres) }
    /// `value` nautical miles (clamped to ≥ 0).
    package static func nauticalMiles(_ value: Double) -> Length { Length(metres: value * 1_852, unit: .nauticalMiles) }
    /// `value` statute miles (clamped to ≥ 0).
    package static func statuteMiles(_ value: Double) -> Length { Length(metres: value * 1_609.344, unit: .statuteMiles) }

    /// The value expressed in `unit`.
    package func value(in unit: Unit) -> Double { metres / unit.metres }

    /// The same distance, printed in another unit.
    package func converted(to unit: Unit) -> Length { Length(metres: metres, unit: unit) }

    /// The value in its own unit, written the shortest way with the unit attached: `10km`, `2.5nm`.
    /// This is the form ``parse(_:defaultUnit:)`` reads back.
    package var description: String {
        let v = value(in: unit)
        let text = v == v.rounded() && v < 1e15 ? String(Int64(v)) : "\(v)"
        return text + unit.rawValue
    }

    /// The value in `unit` with a fixed number of decimals and the unit symbol, e.g. `12.3 NM`.
    /// Deterministic (no locale); `-0` never appears.
    package func formatted(in unit: Unit? = nil, fractionDigits: Int = 1) -> String {
        let u = unit ?? self.unit
        return Length.fixed(value(in: u), fractionDigits: fractionDigits) + " " + u.symbol
    }

    /// `value` rounded half away from zero to `fractionDigits` decimals (0...9), without a locale.
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let digits = min(max(fractionDigits, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        guard value.isFinite, abs(value) * Double(scale) < 9e17 else { return "\(value)" }
        let scaled = Int64((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = scaled / scale
        guard digits > 0 else { return sign + String(whole) }
        let fraction = String(scaled % scale)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    package static func < (a: Length, b: Length) -> Bool { a.metres < b.metres }
    package static func == (a: Length, b: Length) -> Bool { a.metres == b.metres }
    package func hash(into hasher: inout Hasher) { hasher.combine(metres) }
}

extension Length {
    /// Why a text is not a distance.
    package struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text as given.
        package let text: String
        /// What was wrong with it, e.g. `unknown unit "ft"`.
        package let reason: String

        /// `"10 furlongs" is not a distance (unknown unit "furlongs"): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m`.
        package var description: String {
            "\"\(text)\" is not a distance (\(reason)): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"
        }
    }

    /// Parses `10km`, `25nm`, `25 NM`, `5mi`, `800m`, `1.5 km`; a bare number (`10`) takes `defaultUnit`.
    ///
    /// Units are case-insensitive; `kilometres`/`kilometers`, `nmi`, `miles` and `metres`/`meters` are
    /// accepted too. The number must be finite and ≥ 0 (0 is a valid radius: thresholds are inclusive),
    /// and the length at most ``maximumMetres`` (half the Earth's circumference).
    package static func parse(_ text: String, defaultUnit: Unit) -> Result<Length, ParseError> {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { return .failure(ParseError(text: text, reason: "empty")) }
        var numberEnd = trimmed.startIndex
        while numberEnd < trimmed.endIndex, "0123456789.+-eE".contains(trimmed[numberEnd]) {
            numberEnd = trimmed.index(after: numberEnd)
        }
        let numberText = String(trimmed[..<numberEnd])
        let unitText = String(trimmed[numberEnd...]).trimmed.lowercased()
        guard !numberText.isEmpty, let value = Double(numberText) else {
            return .failure(ParseError(text: text, reason: "no number"))
        }
        guard value.isFinite else { return .failure(ParseError(text: text, reason: "not a finite number")) }
        guard value >= 0 else { return .failure(ParseError(text: text, reason: "negative")) }
        let unit: Unit
        if unitText.isEmpty {
            unit = defaultUnit
        } else if let u = Length.unitNames[unitText] {
            unit = u
        } else {
            return .failure(ParseError(text: text, reason: "unknown unit \"\(unitText)\""))
        }
        guard let length = Length(value, unit) else {
            return .failure(ParseError(text: text, reason: "more than half the Earth's circumference, \(Length.maximumText)"))
        }
        return .success(length)
    }

    /// Accepted spellings of each unit, lowercased.
    static let unitNames: [String: Unit] = [
        "m": .metres, "metre": .metres, "metres": .metres, "meter": .metres, "meters": .metres,
        "km": .kilometres, "kilometre": .kilometres, "kilometres": .kilometres,
        "kilometer": .kilometres, "kilometers": .kilometres,
        "nm": .nauticalMiles, "nmi": .nauticalMiles,
        "mi": .statuteMiles, "mile": .statuteMiles, "miles": .statuteMiles,
    ]
}
