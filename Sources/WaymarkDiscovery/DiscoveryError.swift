/// A query that is well-formed but cannot be answered from the site's data.
package enum DiscoveryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No airport has this ICAO code (`near-airport`, `route`).
    case unknownAirport(String)
    /// No place has this slug (`near-place`).
    case unknownPlace(String)
    /// The place exists but has no coordinates.
    case placeWithoutCoordinate(String)

    /// A message naming the offending value and what was expected.
    package var description: String {
        switch self {
        case .unknownAirport(let code):
            return "unknown airport \"\(code)\": no airport with this ICAO code in the site's data"
        case .unknownPlace(let slug):
            return "unknown place \"\(slug)\": expected the slug of a place in data/places.yml"
        case .placeWithoutCoordinate(let slug):
            return "place \"\(slug)\" has no coordinates: give it latitude/longitude or a query that geocodes"
        }
    }
}
