/// Which input format contributed to an airport record.
package enum AirportSource: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// OurAirports CSV files (`airports.csv`, `runways.csv`, …).
    case ourAirports = "OurAirports"
    /// A euro_aip SQLite database (`*.db`).
    case euroAIP = "euro_aip"

    /// Alphabetical by raw value, for stable output.
    package static func < (a: AirportSource, b: AirportSource) -> Bool { a.rawValue < b.rawValue }
}
