import WaymarkCore
import WaymarkDiscovery
import WaymarkMap
import WaymarkModel
import Yams

/// The `airports` section of `site.yml`: how country maps colour their pins and which airport
/// types get pages of their own.
///
/// ```yaml
/// airports:
///   legend: procedurePrecision      # airportType (default) | procedurePrecision | runwayLength | country
///   pageTypes: [large_airport, medium_airport, small_airport]   # the default
///   shareCards: false               # true gives every airport page a share card (README, "Share cards")
/// ```
/// Heliports, seaplane bases, balloon ports and closed airports get no pages unless listed, so a
/// world dataset stays manageable. They still count as neighbours and answer queries.
package struct AirportSiteSettings: Sendable, Hashable {
    /// The legend modes a country map may use.
    package static let legendModes: [MapLegendMode] = [.airportType, .procedurePrecision, .runwayLength, .country]
    /// The types with pages when `pageTypes` is absent.
    package static let defaultPageTypes: Set<String> = ["large_airport", "medium_airport", "small_airport"]

    /// How country-map pins are coloured.
    package var legend: MapLegendMode
    /// OurAirports types that get pages (and appear on country maps and tables).
    package var pageTypes: Set<String>
    /// Whether every airport page gets a share card (`card.png` and `og:image`); off unless
    /// `shareCards: true`, since a world dataset has tens of thousands of airport pages.
    package var shareCards = false

    /// Settings (the defaults when called without arguments).
    package init(legend: MapLegendMode = .airportType, pageTypes: Set<String> = AirportSiteSettings.defaultPageTypes) {
        self.legend = legend
        self.pageTypes = pageTypes
    }

    /// The key of the section in `site.yml`.
    static let key = "airports"

    /// Reads the value of `airports:` (`keyNode` is its key). A bad value is an error at its line
    /// and column, an unknown key a warning; the defaults stand in for whatever could not be read.
    static func read(_ value: Node, key keyNode: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> AirportSiteSettings {
        var settings = AirportSiteSettings()
        guard let airports = section.sectionMapping(value, key: keyNode, name: key, expected: "legend, pageTypes and shareCards",
                                                    diagnostics: &diagnostics) else { return settings }
        for (key, item) in airports {
            let name = key.scalar?.string ?? ""
            switch name {
            case "legend":
                let text = item.scalar?.string ?? ""
                if let mode = legendModes.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
                    settings.legend = mode
                } else {
                    let expected = legendModes.map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(section.diagnostic(.error, "airports.legend \"\(text)\" is not a legend mode: expected one of \(expected)", at: item))
                }
            case "pageTypes":
                let nodes = item.sequence.map(Array.init) ?? [item]
                var types: Set<String> = []
                for typeNode in nodes {
                    let text = typeNode.scalar?.string ?? ""
                    for word in text.split(separator: ",").map({ String($0).trimmed.lowercased() }) where !word.isEmpty {
                        if QuerySpec.airportTypes.contains(word) {
                            types.insert(word)
                        } else {
                            diagnostics.append(section.diagnostic(.error, "airports.pageTypes \"\(word)\" is not an airport type: expected one of \(QuerySpec.airportTypes.joined(separator: ", "))", at: typeNode))
                        }
                    }
                }
                settings.pageTypes = types
            case "shareCards":
                if let cards = BooleanSetting.read(item, name: "airports.shareCards", section: section, diagnostics: &diagnostics) {
                    settings.shareCards = cards
                }
            default:
                diagnostics.append(section.diagnostic(.warning, "unknown key \"airports.\(name)\" in site.yml: expected legend, pageTypes or shareCards", at: key))
            }
        }
        return settings
    }
}
