import WaymarkDiscovery
import WaymarkGeo
@testable import WaymarkMarkdown
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// A small world for query-block tests: three airports, two places, no charters or pets.
enum QueryBlockWorld {
    static let here = SourceLocation(path: "test")

    static func airport(_ ident: String, _ lat: Double, _ lon: Double, type: String = "small_airport",
                        country: String = "GB", procedures: [Procedure] = []) -> Airport {
        Airport(ident: ident, type: type, name: "\(ident) field", coordinate: Coordinate(latitude: lat, longitude: lon),
                isoCountry: country, procedures: procedures, sources: [.ourAirports], location: here)
    }

    static let ils = Procedure(name: "ILS RWY 27", procedureType: "approach", approachType: "ILS",
                               runwayIdent: "27", source: nil, location: here)

    static let discovery = DiscoveryIndex(
        announcements: [], charters: [],
        airports: [
            airport("EGTF", 51.3481, -0.5589),
            airport("EGLL", 51.4706, -0.4619, type: "large_airport", procedures: [ils]),
            airport("LFMD", 43.5420, 6.9535, country: "FR"),
        ],
        places: [
            Place(name: "Södermalm", slug: "sodermalm", coordinate: Coordinate(latitude: 59.315, longitude: 18.07), location: here),
            Place(name: "Nowhere yet", slug: "unplaced", location: here),
        ])

    static let context = QueryBlockContext(discovery: discovery, today: CalendarDate(year: 2025, month: 6, day: 10) ?? CalendarDate(daysSinceEpoch: 0))

    /// A report body: two lines of text, then the block (fence on body line 3, so on file line 7
    /// with the body starting on file line 5; the YAML's first line is file line 8).
    static func body(_ yaml: String) -> String { "Intro.\n\n```waymark\n\(yaml)```\n\nAfter.\n" }

    /// Parses the only waymark block of `body(yaml)` as found by cmark-gfm.
    static func parse(_ yaml: String) -> Result<QueryBlock, QueryBlockErrors> {
        let text = body(yaml)
        let page = ContentPage(kind: .report, sourcePath: "reports/x.md", displayPath: "site/reports/x.md",
                               frontMatter: PageFrontMatter(title: "X"), body: text, bodyLine: 5,
                               outputPath: OutputPath(trusted: ["reports", "x", "index.html"]))
        let blocks = page.parsed.blocks
        guard let block = blocks.first else { return .failure(QueryBlockErrors([])) }
        return QueryBlockParser(path: page.displayPath, body: text, bodyLine: 5).parse(block)
    }

    /// Every diagnostic of the page's blocks (parse and run), as `line:col: message`.
    static func problems(_ yaml: String) -> [String] {
        let page = ContentPage(kind: .report, sourcePath: "reports/x.md", displayPath: "site/reports/x.md",
                               frontMatter: PageFrontMatter(title: "X"), body: body(yaml), bodyLine: 5,
                               outputPath: OutputPath(trusted: ["reports", "x", "index.html"]))
        return PageQueryBlocks(page: page, context: context).diagnostics.map {
            "\($0.location.path):\($0.location.line):\($0.location.column): \($0.message)"
        }
    }
}
