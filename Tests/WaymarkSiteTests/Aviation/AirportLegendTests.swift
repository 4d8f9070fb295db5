import Foundation
import Testing
import WaymarkGeo
import WaymarkMap
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Pin colours on country maps follow the legend documented in `MapLegendMode` for every mode;
/// read back from the SVG.
@Suite struct AirportLegendTests {
    static let here = SourceLocation(path: "test")

    /// The documented colours (MapLegendMode's table), written out independently of the code.
    static let documented: [MapLegendMode: [String: String]] = [
        .airportType: ["large_airport": "#0072B2", "medium_airport": "#009E73", "small_airport": "#E69F00",
                       "heliport": "#CC79A7", "seaplane_base": "#56B4E9", "closed": "#999999"],
        .procedurePrecision: ["precision": "#0072B2", "non-precision": "#E69F00", "none": "#999999"],
        .runwayLength: ["short": "#E69F00", "3000": "#009E73", "6000": "#56B4E9", "9000": "#0072B2"],
    ]

    struct Spec: Sendable {
        let type: String
        let approach: String?
        let runwayFt: Int?
    }

    /// Airports 1.5° apart over France, so no two pins cluster.
    static let specs: [Spec] = [
        Spec(type: "large_airport", approach: "ILS", runwayFt: 10_000),
        Spec(type: "medium_airport", approach: "VOR", runwayFt: 6_000),
        Spec(type: "small_airport", approach: nil, runwayFt: 2_999),
        Spec(type: "heliport", approach: "RNP", runwayFt: 3_000),
        Spec(type: "seaplane_base", approach: "LOC", runwayFt: 8_999),
        Spec(type: "closed", approach: "GLS", runwayFt: nil),
        Spec(type: "small_airport", approach: "NDB", runwayFt: 5_999),
        Spec(type: "medium_airport", approach: "PAR", runwayFt: 9_000),
    ]

    static func airports(countries: [String] = ["FR"]) -> [Airport] {
        specs.enumerated().map { i, spec in
            let procedures = spec.approach.map {
                [Procedure(name: "\($0) RWY 09", procedureType: "approach", approachType: $0, runwayIdent: "09", source: nil, location: here)]
            } ?? []
            let runways = spec.runwayFt.map {
                [Runway(lengthFt: $0, widthFt: 100, surfaceText: "ASP", lighted: true, closed: false, location: here),
                 Runway(lengthFt: 20_000, widthFt: 100, surfaceText: "ASP", lighted: false, closed: true, location: here)]
            } ?? []
            let coordinate = Coordinate(latitude: 44 + Double(i / 4) * 2.5, longitude: -1 + Double(i % 4) * 2)
            return Airport(ident: "LF\(String(UnicodeScalar(UInt8(65 + i))))X", type: spec.type, name: "Field \(i)", coordinate: coordinate,
                           isoCountry: countries[i % countries.count], runways: runways, procedures: procedures,
                           sources: [.ourAirports], location: here)
        }
    }

    /// The expected key of a spec under a mode, from the spec alone.
    static func expectedColour(_ spec: Spec, mode: MapLegendMode) -> String? {
        switch mode {
        case .airportType: return documented[mode]?[spec.type]
        case .procedurePrecision:
            guard let approach = spec.approach else { return documented[mode]?["none"] }
            return documented[mode]?[["ILS", "GLS", "PAR"].contains(approach) ? "precision" : "non-precision"]
        case .runwayLength:
            guard let feet = spec.runwayFt else { return MapLegendMode.otherColour }
            let band = feet < 3_000 ? "short" : feet < 6_000 ? "3000" : feet < 9_000 ? "6000" : "9000"
            return documented[mode]?[band]
        default: return nil
        }
    }

    /// (ident, colour) of every single pin of an SVG.
    static func pinColours(_ svg: String) -> [String: String] {
        let pattern = #"<title>([A-Z0-9]+) [^<]*</title><circle cx="[^"]*" cy="[^"]*" r="[^"]*" fill="(#[0-9A-F]{6})"/>"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [:] }
        let ns = svg as NSString
        var out: [String: String] = [:]
        for m in regex.matches(in: svg, range: NSRange(location: 0, length: ns.length)) {
            out[ns.substring(with: m.range(at: 1))] = ns.substring(with: m.range(at: 2))
        }
        return out
    }

    /// (legend label without its count, colour) of every legend row of an SVG.
    static func legendRows(_ svg: String) -> [String: String] {
        let pattern = ##"r="5" fill="(#[0-9A-F]{6})" stroke="#FFFFFF" stroke-width="1.2"/><text[^>]*>([^<]*)</text>"##
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [:] }
        let ns = svg as NSString
        var out: [String: String] = [:]
        for m in regex.matches(in: svg, range: NSRange(location: 0, length: ns.length)) {
            var label = ns.substring(with: m.range(at: 2))
            if let cut = label.range(of: " (", options: .backwards) { label = String(label[..<cut.lowerBound]) }
            out[label] = ns.substring(with: m.range(at: 1))
        }
        return out
    }

    @Test(arguments: [MapLegendMode.airportType, .procedurePrecision, .runwayLength])
    func pinsFollowTheDocumentedLegend(_ mode: MapLegendMode) throws {
        let airports = Self.airports()
        let page = CountryAirportsPage(code: "FR", name: "France", airports: airports,
                                       path: OutputPath(trusted: ["airports", "fr", "index.html"]))
        let colours = Self.pinColours(page.map(legend: mode))
        #expect(colours.count == airports.count)
        for (airport, spec) in zip(airports, Self.specs) {
            #expect(colours[airport.ident] == Self.expectedColour(spec, mode: mode), "\(airport.ident) \(spec)")
        }
    }

    @Test func countryPinsTakeTheirLegendRowColour() throws {
        let airports = Self.airports(countries: ["FR", "GB", "DE", "ES"])
        let page = CountryAirportsPage(code: "EU", name: "Europe", airports: airports,
                                       path: OutputPath(trusted: ["airports", "eu", "index.html"]))
        let svg = page.map(legend: .country)
        let colours = Self.pinColours(svg)
        let legend = Self.legendRows(svg)
        #expect(Set(legend.keys) == ["FR", "GB", "DE", "ES"])
        #expect(Set(legend.values).count == 4, "each country has its own colour")
        for airport in airports {
            #expect(colours[airport.ident] == legend[airport.isoCountry], "\(airport.ident)")
        }
    }

    @Test func siteLegendModeColoursTheCountryMap() async throws {
        // The fixture's site.yml chooses procedurePrecision: EGLL (ILS) is blue, EGTF (none) grey.
        let result = await AviationFixture.build()
        let html = try #require(AviationFixture.text(result, "airports/gb/index.html"))
        let legend = Self.legendRows(html)
        #expect(legend["Precision approach"] == "#0072B2")
        #expect(legend["No instrument approach"] == "#999999")
        #expect(legend["Large airport"] == nil)
    }
}
