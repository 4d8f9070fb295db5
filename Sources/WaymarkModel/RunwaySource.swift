/// Where an airport's runway list comes from (docs/derived-airport-facts.md, "Merging OurAirports
/// and euro_aip").
package enum RunwaySource: String, Sendable, Hashable, CaseIterable, Codable {
    /// OurAirports `runways.csv` (no euro_aip database lists runways for the airport).
    case ourAirports = "OurAirports"
    /// A euro_aip database (the AIP), every field its own.
    case euroAIP = "euro_aip"
    /// A euro_aip database, with fields it leaves empty filled from the matching OurAirports runway.
    case euroAIPCompletedFromOurAirports = "euro_aip, completed from OurAirports"

    /// The words a page shows: `euro_aip (AIP)`, `OurAirports`, ….
    package var label: String {
        switch self {
        case .ourAirports: return "OurAirports"
        case .euroAIP: return "euro_aip (AIP)"
        case .euroAIPCompletedFromOurAirports: return "euro_aip (AIP), fields it leaves empty from OurAirports"
        }
    }
}
