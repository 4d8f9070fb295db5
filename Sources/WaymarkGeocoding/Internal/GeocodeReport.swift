import Foundation
import WaymarkCore
import WaymarkGeo

/// Renders lookups for `waymark geocode`: an aligned text table or JSON with sorted keys.
package enum GeocodeReport {
    /// JSON shape of a forward lookup.
    struct ForwardDocument: Codable {
        var query: String
        /// `found`, `ambiguous` or `notFound`.
        var status: String
        var results: [PlaceResult]
    }

    /// JSON shape of a reverse lookup.
    struct ReverseDocument: Codable {
        var coordinate: Coordinate
        var nearest: NearbyPlace?
    }

    /// The status word of an answer: `found`, `ambiguous` or `notFound`.
    package static func status(of answer: GeocodeAnswer) -> String {
        switch answer {
        case .found: return "found"
        case .ambiguous: return "ambiguous"
        case .notFound: return "notFound"
        }
    }

    /// A forward answer as JSON (sorted keys, pretty-printed, no trailing newline). Throws when a
    /// value cannot be encoded.
    package static func json(query: String, answer: GeocodeAnswer) throws -> String {
        try encode(ForwardDocument(query: query, status: status(of: answer), results: answer.places))
    }

    /// A reverse answer as JSON (sorted keys, pretty-printed, no trailing newline). Throws when a
    /// value cannot be encoded.
    package static func json(reverse coordinate: Coordinate, nearest: NearbyPlace?) throws -> String {
        try encode(ReverseDocument(coordinate: coordinate, nearest: nearest))
    }

    /// A forward answer as text: a status line, then one row per place.
    package static func table(query: String, answer: GeocodeAnswer) -> String {
        let heading: String
        switch answer {
        case .found: heading = "\"\(query)\": found"
        case .ambiguous(let places): heading = "\"\(query)\": ambiguous between \(places.count) places; add a country or region"
        case .notFound(let suggestions):
            heading = suggestions.isEmpty ? "\"\(query)\": not found" : "\"\(query)\": not found; did you mean one of these?"
        }
        return ([heading] + rows(answer.places)).joined(separator: "\n")
    }

    /// A reverse answer as text.
    package static func table(reverse coordinate: Coordinate, nearest: NearbyPlace?) -> String {
        let point = "\(format(coordinate.latitude)),\(format(coordinate.longitude))"
        guard let nearest else { return "\(point): no place in the gazetteer" }
        return (["\(point): nearest place \(distanceText(nearest.distance)) away"] + rows([nearest.place]))
            .joined(separator: "\n")
    }

    /// "850 m" under a kilometre, else kilometres with one decimal: "12.3 km".
    package static func distanceText(_ metres: Double) -> String {
        metres < 1000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1000)
    }

    private static func rows(_ places: [PlaceResult]) -> [String] {
        let table = places.map { place in
            [place.id, place.label, "\(format(place.coordinate.latitude)),\(format(place.coordinate.longitude))",
             place.timezone, place.population > 0 ? PlaceResult.grouped(place.population) : "-"]
        }
        guard let columns = table.first?.count else { return [] }
        let widths = (0..<columns).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == columns - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }

    /// Five decimals (about 1 m), trailing zeros kept for alignment.
    private static func format(_ degrees: Double) -> String {
        String(format: "%.5f", degrees)
    }

    /// ``WaymarkCore/SortedJSON``'s pretty layout without its final newline (`print` adds one).
    private static func encode<Document: Encodable>(_ document: Document) throws -> String {
        String(try SortedJSON.text(document, layout: .pretty).dropLast())
    }
}
