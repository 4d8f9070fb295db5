/// A fuel an airport sells, read from its AIP "Fuel and oil types" entry.
package enum FuelType: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Aviation gasoline for piston engines (AVGAS, 100LL, UL91, …).
    case avgas = "AVGAS"
    /// Kerosene jet fuel (JET A, JET A-1, AVTUR, SAF JET A-1, F34/JP-8).
    case jetA = "JET-A"

    /// Alphabetical by raw value (`AVGAS` before `JET-A`).
    package static func < (a: FuelType, b: FuelType) -> Bool { a.rawValue < b.rawValue }

    /// The fuels named in a free-text AIP value such as `AVTUR JET A-1 AL48 AVGAS 100LL W80/100`.
    ///
    /// Words are upper-cased and split at anything but letters and digits, then matched:
    /// - AVGAS: `AVGAS`, `100LL`, `100 LL`, `UL91`, `UL 91`, `91UL`;
    /// - JET-A: `AVTUR`, `JET A`, `JET A1`, `JET A-1`, `JETA1`, `JET-A1`, `F34`, `JP8`.
    ///
    /// Oil grades (`W80`, `15W/50`, `80/100`) and bare numbers are not fuels. `NIL` yields nothing.
    package static func parse(aipText text: String) -> Set<FuelType> {
        let words = text.uppercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        var fuels: Set<FuelType> = []
        for (i, w) in words.enumerated() {
            let next = i + 1 < words.count ? words[i + 1] : ""
            switch w {
            case "AVGAS", "100LL", "UL91", "91UL":
                fuels.insert(.avgas)
            case "100" where next == "LL", "UL" where next == "91":
                fuels.insert(.avgas)
            case "AVTUR", "JETA", "JETA1", "F34", "JP8":
                fuels.insert(.jetA)
            case "JET" where next == "A" || next == "A1":
                fuels.insert(.jetA)
            case "JP" where next == "8", "F" where next == "34":
                fuels.insert(.jetA)
            default:
                break
            }
        }
        return fuels
    }
}
