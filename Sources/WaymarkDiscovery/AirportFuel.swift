/// A fuel an airport can sell, as read from its AIP "Fuel and oil types" entry (SPEC §2).
public enum AirportFuel: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Aviation gasoline (100LL and similar) for piston engines.
    case avgas
    /// Jet A / Jet A-1 kerosene.
    case jetA = "jet-a"

    /// Reads `avgas`, `100ll`, `jet-a`, `jeta`, `jet-a1`, `jet a-1` (case- and space-insensitive).
    public init?(keyword: String) {
        let k = keyword.lowercased().filter { !" -_".contains($0) }
        switch k {
        case "avgas", "100ll": self = .avgas
        case "jeta", "jeta1", "jet": self = .jetA
        default: return nil
        }
    }

    public static func < (a: AirportFuel, b: AirportFuel) -> Bool { a.rawValue < b.rawValue }
}
