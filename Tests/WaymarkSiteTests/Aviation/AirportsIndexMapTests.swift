import Foundation
import Testing
import WaymarkConfig
import WaymarkData
import WaymarkGeo
@testable import WaymarkMarkdown
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// The airports index opens with a map of its countries: one pin per country at its most central
/// airport, linking to the country's page, with the same counts as the table and a GeoJSON beside it.
@Suite struct AirportsIndexMapTests {
    @Test func indexHasAMapOfItsCountries() async throws {
        let result = await AviationFixture.build()
        let (airports, _) = await SiteData.loadAirports(siteDirectory: URL(fileURLWithPath: AviationFixture.folder))
        let withPages = airports.filter { AirportSiteSettings().hasPage($0) && $0.coordinate?.isValid == true }
        let counts = Dictionary(grouping: withPages, by: \.isoCountry).mapValues(\.count)
        #expect(counts.count > 1, "the fixture has several countries")

        let html = try #require(AviationFixture.text(result, "airports/index.html"))
        let svgs = html.components(separatedBy: "<svg ").count - 1
        #expect(svgs == 1)
        let svgText = try #require(html.range(of: "<svg ").flatMap { start in
            html.range(of: "</svg>", range: start.upperBound..<html.endIndex).map { String(html[start.lowerBound..<$0.upperBound]) }
        })
        let map = SVGMapReader(svgText)
        #expect(map.parsed)
        let expectedLinks = Set(counts.keys.map { SiteLink.relative(from: "airports/index.html", to: "airports/\($0.lowercased())/") })
        #expect(Set(map.links) == expectedLinks)
        #expect(svgText.contains("role=\"group\""))
        for (code, count) in counts {
            let name = withPages.first { $0.isoCountry == code }?.countryName ?? code
            #expect(svgText.contains("aria-label=\"\(name): \(AirportText.grouped(count)) airport"), "\(code)")
        }
        #expect(html.contains("<div class=\"table-scroll\" id=\"countries\""), "the map's list target")

        // Its data: one point per country, each at one of the country's own airports.
        let data = try #require(result.files.first { $0.path.description == "airports/map.geojson" })
        let features = try #require(GeoJSONReader(data.bytes)).features(kind: "country")
        #expect(features.count == counts.count)
        for feature in features {
            let code = try #require(feature.text("code"))
            #expect(feature.properties["airports"] as? Double == Double(counts[code] ?? -1), "\(code)")
            let point = try #require(feature.point)
            func at(_ airport: Airport) -> Bool {
                guard let c = airport.coordinate else { return false }
                return abs(c.longitude - point[0]) < 1e-6 && abs(c.latitude - point[1]) < 1e-6
            }
            #expect(withPages.contains { $0.isoCountry == code && at($0) }, "\(code) stands on one of its airports")
        }
        #expect(html.contains("href=\"../airports/map.geojson\""))
    }

    @Test func mostCentralWorksAcross180Degrees() throws {
        // Fiji: a plain average of longitudes would put the centre near 0°, in the Atlantic.
        let fiji = [Coordinate(latitude: -17.75, longitude: 177.44), Coordinate(latitude: -16.8, longitude: 179.34),
                    Coordinate(latitude: -16.69, longitude: -179.88), Coordinate(latitude: -18.05, longitude: 178.56)]
        let centre = try #require(Coordinate.mostCentral(of: fiji))
        #expect(centre == fiji[3] || centre == fiji[1])
        #expect(Coordinate.mostCentral(of: []) == nil)
        let one = Coordinate(latitude: 51.35, longitude: -0.56)
        #expect(Coordinate.mostCentral(of: [one]) == one)
        // A mainland and one far island: the pin stays on the mainland's middle airport.
        let mainland = [Coordinate(latitude: 45, longitude: 0), Coordinate(latitude: 46, longitude: 1),
                        Coordinate(latitude: 47, longitude: 2)]
        #expect(Coordinate.mostCentral(of: mainland + [Coordinate(latitude: 42, longitude: 9)]) == mainland[1])
    }
}
