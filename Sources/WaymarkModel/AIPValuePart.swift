import WaymarkCore

/// One labelled item of an AIP value that packs several items of an AD 2.2 field into one string
/// (euro_aip keeps the eAIP's table cell as one text). Only fields whose layout is known are split,
/// and only values that match that layout in full; any other value has no parts and is shown as
/// written.
///
/// - "Elevation / Reference temperature / Mean Low Temperature": the aerodrome elevation in feet
///   (`80`, `80 ft`), then the reference temperature (`20 °C`) and, when given, the mean low
///   temperature: `80 20 °C`, `80 FT / 20°C / -2°C`.
/// - "Magnetic Variation / Annual Change": the variation, the year it is given for and its annual
///   change, `0.22°W 2022 0.20°E`; a cell giving the values for several years lists them column
///   by column, `1.20°E 0.39°E 2027 2022 0.17°E 0.20°E` being 1.20°E in 2027 changing by 0.17°E a
///   year and 0.39°E in 2022 changing by 0.20°E.
package enum AIPValuePart: Sendable, Hashable {
    /// The aerodrome elevation, a number of feet as written (`80`).
    case elevation(feet: String)
    /// The reference temperature, degrees Celsius as written (`20`, `-2`).
    case referenceTemperature(celsius: String)
    /// The mean low temperature, degrees Celsius as written.
    case meanLowTemperature(celsius: String)
    /// The magnetic variation (`0.22°W`) and the year it is given for (`2022`).
    case magneticVariation(angle: String, year: String)
    /// The annual change of the magnetic variation (`0.20°E`).
    case annualChange(angle: String)

    /// The standard field of the elevation and temperatures.
    package static let elevationField = "Elevation / Reference temperature / Mean Low Temperature"
    /// The standard field of the magnetic variation.
    package static let magneticVariationField = "Magnetic Variation / Annual Change"

    /// The parts of `value` of the AIP field `field` (its standard name), in the order written;
    /// `nil` when the field's layout is not known or `value` does not match it.
    package static func parts(field: String, value: String) -> [AIPValuePart]? {
        switch field {
        case elevationField: return elevationParts(value)
        case magneticVariationField: return magneticVariationParts(value)
        default: return nil
        }
    }

    /// `80 20 °C`, `80 ft 20°C`, `80 FT / 20 °C / -2 °C`: feet, then one or two Celsius values.
    static func elevationParts(_ value: String) -> [AIPValuePart]? {
        let pattern = /([0-9]+(?:\.[0-9]+)?)(?:\s*(?:ft|FT))?(?:\s*\/\s*|\s+)([-−]?[0-9]+(?:\.[0-9]+)?)\s*°\s*C(?:(?:\s*\/\s*|\s+)([-−]?[0-9]+(?:\.[0-9]+)?)\s*°\s*C)?/
        guard let match = value.trimmed.wholeMatch(of: pattern) else { return nil }
        var parts: [AIPValuePart] = [.elevation(feet: String(match.1)), .referenceTemperature(celsius: String(match.2))]
        if let low = match.3 { parts.append(.meanLowTemperature(celsius: String(low))) }
        return parts
    }

    /// `0.22°W 2022 0.20°E`, or n variations, n years and n annual changes in that order.
    static func magneticVariationParts(_ value: String) -> [AIPValuePart]? {
        let words = value.trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty, words.count % 3 == 0 else { return nil }
        let n = words.count / 3
        let angles = Array(words[..<n]), years = Array(words[n..<(2 * n)]), changes = Array(words[(2 * n)...])
        guard (angles + changes).allSatisfy({ $0.wholeMatch(of: /[0-9]+(?:\.[0-9]+)?°[EW]/) != nil }),
              years.allSatisfy({ $0.wholeMatch(of: /(?:19|20)[0-9][0-9]/) != nil }) else { return nil }
        return (0..<n).flatMap { i in [AIPValuePart.magneticVariation(angle: angles[i], year: years[i]), .annualChange(angle: changes[i])] }
    }
}
