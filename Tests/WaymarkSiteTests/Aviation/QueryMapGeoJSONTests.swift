import Foundation
import Testing
import WaymarkConfig
import WaymarkData
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// The GeoJSON of the aviation fixture's maps: airport thumbnails, country maps, the route report's
/// query block (`map-1.geojson`: the route line and the airports of the corridor) and the sibling
/// `.geojson` files of reports written as Markdown.
@Suite struct QueryMapGeoJSONTests {
    static let base = "https://aviation.example.org/"

    static func collection(_ result: BuildResult, _ path: String) throws -> GeoJSONReader {
        try GeoJSONReader.read(result.files.first { $0.path.description == path }?.bytes, path)
    }

    /// The airports of the shared HTML build, by ident.
    static func airports() async -> [String: Airport] {
        let airports = await SharedBuilds.aviation().data?.airports ?? []
        return Dictionary(airports.map { ($0.ident, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: [("EGTF", "gb"), ("LFMD", "fr"), ("EGLL", "gb")])
    func airportThumbnailHasItsAirport(icao: String, country: String) async throws {
        let result = await SharedBuilds.aviation()
        let folder = "airports/\(country)/\(icao.lowercased())/"
        // The map: the airport (anchor), the circle out to its farthest neighbour, then the neighbours
        // of the page's "nearest airports" table, in its order.
        let features = try Self.collection(result, folder + "map.geojson").features
        let feature = try #require(features.first)
        let airports = await Self.airports()
        let airport = try #require(airports[icao])
        #expect(feature.id == Self.base + folder)
        #expect(feature.text("ident") == icao && feature.text("kind") == "anchor" && feature.text("name") == airport.name)
        #expect(feature.text("url") == Self.base + folder)
        #expect(MapGeoJSONTests.matches(feature.point, airport.coordinate))
        #expect(features.dropFirst().first?.text("kind") == "radius")
        let html = try #require(AviationFixture.text(result, folder + "index.html"))
        let table = HTMLTable.section(html, from: "<table class=\"nearest\">", to: "</table>")
        let neighbours = HTMLTable.rows(table).map { $0[0] }
        #expect(neighbours.count == AirportPageInputs.nearestCount)
        #expect(features.dropFirst(2).compactMap { $0.text("ident") } == neighbours)
        for neighbour in features.dropFirst(2) {
            #expect(MapGeoJSONTests.matches(neighbour.point, airports[neighbour.text("ident") ?? ""]?.coordinate))
        }
        // The SVG map draws the same neighbours (its summary counts them; close ones share a badge).
        #expect(html.contains("\(neighbours.count) airports within "), "the map's desc counts the neighbours")
        #expect(MapGeoJSONTests.geoJSONLinks(html).visible == ["../../../\(folder)map.geojson"])
    }

    @Test func countryMapHasEveryAirportOfItsTableWithItsPosition() async throws {
        let result = await SharedBuilds.aviation()
        // The map shows the whole country; its table is paged (`paginate`), so gather every page's rows.
        var idents: [String] = []
        var page = "airports/gb/index.html"
        for number in 2...1_000 {
            let html = try #require(AviationFixture.text(result, page))
            let table = HTMLTable.section(html, from: "<table class=\"airport-table\">", to: "</table>")
            idents += HTMLTable.rows(table).map { $0[0] }
            page = "airports/gb/page/\(number)/index.html"
            if AviationFixture.text(result, page) == nil { break }
        }
        #expect(idents.count > 50, "more than one page of airports")
        let features = try Self.collection(result, "airports/gb/map.geojson").features
        #expect(features.compactMap { $0.text("ident") } == idents)
        let airports = await Self.airports()
        for feature in features {
            let ident = try #require(feature.text("ident"))
            #expect(MapGeoJSONTests.matches(feature.point, airports[ident]?.coordinate), "\(ident)")
            #expect(feature.text("url") == Self.base + "airports/gb/\(ident.lowercased())/")
            // The legend key of the site (procedurePrecision) is the feature's category.
            #expect(["precision", "non-precision", "none"].contains(feature.text("category") ?? ""))
        }
    }

    @Test func routeBlockWritesTheRouteAndTheCorridorsAirports() async throws {
        let result = await SharedBuilds.aviation()
        let html = try #require(AviationFixture.text(result, "reports/alternates/index.html"))
        let rows = HTMLTable.rows(HTMLTable.section(html, from: "<table>", to: "</table>"))
        let collection = try Self.collection(result, "reports/alternates/map-1.geojson")
        // The list-only block 2 draws no map, so it has no GeoJSON.
        #expect(!result.files.contains { $0.path.description == "reports/alternates/map-2.geojson" })
        let links = MapGeoJSONTests.geoJSONLinks(html)
        #expect(links.visible == ["../../reports/alternates/map-1.geojson"])
        #expect(links.head == links.visible)

        let route = try #require(collection.features(kind: "route").first)
        #expect(route.geometryType == "LineString")
        let line = try #require(route.coordinates as? [[Double]])
        let airports = await Self.airports()
        #expect(MapGeoJSONTests.matches(line.first, airports["EGTF"]?.coordinate))
        #expect(MapGeoJSONTests.matches(line.last, airports["LFMD"]?.coordinate))
        #expect(route.text("name") == "EGTF → LFMD")
        // The route's ends are drawn as waypoints, whether or not they pass the block's filter.
        let waypoints = collection.features(kind: "waypoint")
        #expect(waypoints.map { $0.text("name") } == ["EGTF", "LFMD"])
        #expect(MapGeoJSONTests.matches(waypoints.first?.point, airports["EGTF"]?.coordinate))
        #expect(MapGeoJSONTests.matches(waypoints.last?.point, airports["LFMD"]?.coordinate))

        let pins = collection.features(kind: "airport")
        #expect(pins.compactMap { $0.text("ident") } == rows.map { $0[0] }, "the table's airports, in route order")
        for pin in pins {
            let ident = try #require(pin.text("ident"))
            #expect(MapGeoJSONTests.matches(pin.point, airports[ident]?.coordinate))
            let cross = try #require(pin.properties["crossTrackNm"] as? Double)
            #expect(cross <= 30)
        }
        // The SVG map's pins link to the same airports.
        let svg = try #require(HTMLTable.matches(#"(<svg .*?</svg>)"#, in: html).first)
        let pinned = Set(SVGMapReader(svg).links.compactMap { $0.split(separator: "/").dropLast().last.map { String($0).uppercased() } })
        #expect(pinned.isSubset(of: Set(pins.compactMap { $0.text("ident") })))
    }

    /// Query maps depend on the data: their GeoJSON jobs have no fingerprint, so a preview build
    /// renders them every time, while the airport maps' jobs come from a data-only generator. The
    /// page itself is fingerprinted with its blocks' HTML (what its queries show).
    @Test func queryMapJobsAreNeverTakenFromTheRenderCache() async throws {
        let loaded = SiteLoader(io: .local, siteFolder: AviationFixture.folder, displayFolder: "aviation").load()
        let data = try #require(await SharedBuilds.aviation().data)
        let content = try SiteContent(config: #require(loaded.config), pages: loaded.pages, theme: #require(loaded.theme),
                                      today: AviationFixture.today, siteFolder: AviationFixture.folder, displayFolder: "aviation",
                                      io: .local, data: data)
        let jobs = MarkdownPagesGenerator().plan(content).jobs
        let map = try #require(jobs.first { $0.path.description == "reports/alternates/map-1.geojson" })
        #expect(map.fingerprint == nil)
        #expect(!map.isPage && map.sitemap == nil)
        #expect(jobs.first { $0.path.description == "reports/alternates/index.html" }?.fingerprint != nil)
        #expect(!jobs.contains { $0.path.description.hasSuffix(".geojson") && $0.fingerprint != nil })
        #expect(AirportPagesGenerator().rendersFromDataOnly)
        #expect(AirportPagesGenerator().plan(content).jobs.contains { $0.path.description == "airports/gb/egtf/map.geojson" })
    }

    @Test func markdownReportsWriteASiblingGeoJSONForEveryMap() async throws {
        let result = await SharedBuilds.aviation(markdown: true)
        let paths = Set(result.files.map(\.path.description))
        #expect(paths.isSuperset(of: ["reports/alternates-map-1.geojson", "reports/nearby-map-1.geojson"]))
        #expect(!paths.contains("reports/alternates-map-2.geojson"))
        let markdown = try #require(AviationFixture.text(result, "reports/alternates.md"))
        #expect(markdown.contains("![Precision approaches near EGTF→LFMD](alternates-map-1.svg)\n\n[Map data (GeoJSON)](alternates-map-1.geojson)"))
        // Without HTML pages the features link nowhere: their id is the ICAO code.
        let pins = try Self.collection(result, "reports/alternates-map-1.geojson").features(kind: "airport")
        #expect(!pins.isEmpty)
        #expect(pins.allSatisfy { $0.id == $0.text("ident") && $0.properties["url"] == nil })
        // The same map in the HTML build has the same features, with page links.
        let html = await SharedBuilds.aviation()
        let linked = try Self.collection(html, "reports/alternates/map-1.geojson").features(kind: "airport")
        #expect(linked.map { $0.text("ident") } == pins.map { $0.text("ident") })
        #expect(linked.allSatisfy { $0.id == $0.text("url") && ($0.id ?? "").hasPrefix(Self.base + "airports/") })
        // A report asking for Markdown beside its HTML page gets its GeoJSON there too.
        let nearby = try Self.collection(html, "reports/nearby-map-1.geojson").features(kind: "airport")
        #expect(nearby.count == 5)
        #expect(nearby.first?.properties["distanceNm"] is Double)
    }

    @Test func everyMapOfTheAviationSiteLinksAGeoJSONFileOfTheBuild() async throws {
        let result = await SharedBuilds.aviation()
        let files = Dictionary(result.files.map { ($0.path.description, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        // Posters are printed: their map and QR code link nowhere (MapGeoJSONTests).
        for (path, bytes) in files where path.hasSuffix(".html") && !path.hasSuffix("/poster/index.html") {
            let html = String(decoding: bytes, as: UTF8.self)
            let links = MapGeoJSONTests.geoJSONLinks(html)
            #expect(links.visible.count == html.components(separatedBy: "<svg ").count - 1, "\(path): one link per map")
            #expect(links.head == links.visible, "\(path)")
            for link in links.visible {
                let target = try #require(LinkExtractor.resolve(link, from: path))
                #expect(files[target].flatMap(GeoJSONReader.init) != nil, "\(path) → \(link)")
                checked += 1
            }
        }
        #expect(checked > 10)
    }

    /// A route from Auckland to Papeete crosses the 180th meridian: its line is cut there into two
    /// parts that meet at ±180 at the same latitude, and every position is a valid longitude.
    @Test func aRouteAcrossTheAntimeridianIsCutIntoTwoLines() throws {
        let here = SourceLocation(path: "test")
        func airport(_ ident: String, _ lat: Double, _ lon: Double) -> Airport {
            Airport(ident: ident, type: "large_airport", name: "\(ident) \"Intl\" <&>", coordinate: Coordinate(latitude: lat, longitude: lon),
                    isoCountry: "NZ", sources: [.ourAirports], location: here)
        }
        let discovery = DiscoveryIndex(announcements: [], charters: [], airports: [
            airport("NZAA", -37.0081, 174.7917), airport("NTAA", -17.5537, -149.6071), airport("NCRG", -21.2027, -159.8056),
        ], places: [])
        let context = QueryBlockContext(discovery: discovery, today: AviationFixture.today)
        let page = ContentPage(kind: .report, sourcePath: "reports/p.md", displayPath: "reports/p.md", frontMatter: PageFrontMatter(title: "P"),
                               body: "```waymark\nmap: airports\nroute: NZAA NTAA\nwithin: 200nm\n```\n", bodyLine: 1,
                               outputPath: OutputPath(trusted: ["reports", "p", "index.html"]))
        let blocks = PageQueryBlocks(page: page, context: context)
        #expect(blocks.mapBlockNumbers == [1])
        let bytes = try blocks.geoJSON(number: 1, config: SiteConfig(title: "T", baseURL: "https://t.example/")).encoded()
        let collection = try #require(GeoJSONReader(bytes))
        let route = try #require(collection.features(kind: "route").first)
        #expect(route.geometryType == "MultiLineString")
        let parts = try #require(route.coordinates as? [[[Double]]])
        #expect(parts.count == 2)
        let west = try #require(parts.first), east = try #require(parts.last)
        #expect(west.last?[0] == 180 && east.first?[0] == -180)
        #expect(west.last?[1] == east.first?[1])
        #expect(parts.joined().allSatisfy { $0[0] >= -180 && $0[0] <= 180 })
        #expect(MapGeoJSONTests.matches(west.first, Coordinate(latitude: -37.0081, longitude: 174.7917)))
        #expect(MapGeoJSONTests.matches(east.last, Coordinate(latitude: -17.5537, longitude: -149.6071)))
        #expect(collection.features(kind: "airport").compactMap { $0.text("ident") } == ["NZAA", "NCRG", "NTAA"])
        #expect(collection.features(kind: "airport").first?.text("name") == "NZAA \"Intl\" <&>")
    }
}
