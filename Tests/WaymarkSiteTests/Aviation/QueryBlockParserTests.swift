import Testing
import WaymarkDiscovery
import WaymarkGeo
import WaymarkMap
@testable import WaymarkMarkdown
import WaymarkModel
@testable import WaymarkOutput
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// Every key of a ```waymark block, and every error message word for word with its line and column.
@Suite struct QueryBlockParserTests {
    struct KeyCase: Sendable, CustomTestStringConvertible {
        let yaml: String
        let check: @Sendable (QueryBlock) -> Bool
        var testDescription: String { yaml.split(separator: "\n").last.map(String.init) ?? yaml }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(yaml: "map: airports\n") { $0.spec.subject == .airports && $0.views == [.map, .table] },
        KeyCase(yaml: "query: charters\n") { $0.spec.subject == .charters && $0.views == [.table] },
        KeyCase(yaml: "map: announcements\nshow: [list, map]\n") { $0.views == [.list, .map] },
        KeyCase(yaml: "map: airports\nshow: table\n") { $0.views == [.table] },
        KeyCase(yaml: "map: airports\ntitle: Fields near home\n") { $0.title == "Fields near home" },
        KeyCase(yaml: "map: airports\nlegend: runwayLength\n") { $0.legend == .runwayLength && $0.legendMode == .runwayLength },
        KeyCase(yaml: "map: airports\n") { $0.legend == nil && $0.legendMode == .airportType },
        KeyCase(yaml: "map: airports\nroute: EGTF LFMD\n") { $0.spec.route == ["EGTF", "LFMD"] && $0.legendMode == .procedurePrecision },
        KeyCase(yaml: "map: airports\nnear-route: [egtf, lfmd]\n") { $0.spec.route == ["EGTF", "LFMD"] },
        KeyCase(yaml: "map: charters\nnear: 43.5, 16.44\n") { $0.spec.anchor == .point(Coordinate(latitude: 43.5, longitude: 16.44)) },
        KeyCase(yaml: "map: announcements\nnear-place: sodermalm\n") { $0.spec.anchor == .place(slug: "sodermalm") },
        KeyCase(yaml: "map: airports\nnear-airport: egtf\n") { $0.spec.anchor == .airport(icao: "EGTF") },
        KeyCase(yaml: "map: airports\nnear-airport: EGTF\nwithin: 30nm\n") { $0.spec.within == .nauticalMiles(30) },
        KeyCase(yaml: "map: airports\nnear-airport: EGTF\nwithin: 30\n") { $0.spec.within == .nauticalMiles(30) },
        KeyCase(yaml: "map: charters\nnear-place: sodermalm\nwithin: 50km\n") { $0.spec.within == .kilometres(50) },
        KeyCase(yaml: "map: airports\nnear-airport: EGTF\nnearest: 10\n") { $0.spec.nearest == 10 },
        KeyCase(yaml: "map: airports\nbbox: -1, 51, 0, 52\n") { $0.spec.bounds != nil },
        KeyCase(yaml: "query: airports\nsearch: heathrow\n") { $0.spec.search == "heathrow" },
        KeyCase(yaml: "query: announcements\nstatus: lost, found\n") { $0.spec.states == [.lost, .found] },
        KeyCase(yaml: "query: charters\nfrom: 2025-06-01\nto: 2025-06-30\n") {
            $0.spec.window.from == CalendarDate(year: 2025, month: 6, day: 1) && $0.spec.window.to == CalendarDate(year: 2025, month: 6, day: 30)
        },
        KeyCase(yaml: "map: airports\ncountry: [GB, fr]\n") { $0.spec.airportFilter.countries == ["GB", "FR"] },
        KeyCase(yaml: "map: airports\ntype: large_airport\n") { $0.spec.airportFilter.types == ["large_airport"] },
        KeyCase(yaml: "map: airports\nfilter: { hasProcedures: true }\n") { $0.spec.airportFilter.hasProcedures == true },
        KeyCase(yaml: "map: airports\nfilter: { hasPrecisionApproach: true }\n") { $0.spec.airportFilter.hasPrecisionApproach == true },
        KeyCase(yaml: "map: airports\nfilter:\n  has_hard_runway: yes\n") { $0.spec.airportFilter.hasHardRunway == true },
        KeyCase(yaml: "map: airports\nfilter: { minRunwayLengthFt: 3000 }\n") { $0.spec.airportFilter.minRunwayLengthFt == 3000 },
        KeyCase(yaml: "map: airports\nfilter: { pointOfEntry: false }\n") { $0.spec.airportFilter.pointOfEntry == false },
        KeyCase(yaml: "map: airports\nfuel: [avgas, jet-a]\n") { $0.spec.airportFilter.fuels == [.avgas, .jetA] },
        KeyCase(yaml: "query: charters\nvessel-type: catamaran\n") { $0.spec.charterFilter.vesselTypes == ["catamaran"] },
        KeyCase(yaml: "query: charters\nregion: Dalmatia\n") { $0.spec.charterFilter.regions == ["Dalmatia"] },
        KeyCase(yaml: "map: airports\nnear-airport: EGTF\nunit: km\n") { $0.spec.displayUnit == .kilometres },
    ]

    @Test(arguments: keyCases)
    func eachKeyIsRead(_ c: KeyCase) throws {
        let block = try QueryBlockWorld.parse(c.yaml).get()
        #expect(c.check(block))
    }

    @Test func keysAreLocatedInTheFile() throws {
        let block = try QueryBlockWorld.parse("map: airports\nroute: EGTF LFMD\nwithin: 30nm\nfilter: { hasPrecisionApproach: true }\n").get()
        #expect(block.location == SourceLocation(path: "site/reports/x.md", line: 7, column: 1))
        #expect(block.location(of: "route") == SourceLocation(path: "site/reports/x.md", line: 9, column: 1))
        #expect(block.location(of: "hasPrecisionApproach") == SourceLocation(path: "site/reports/x.md", line: 11, column: 11))
    }

    static let everyKey = (QueryBlockParser.blockKeys + QuerySpec.keys).joined(separator: ", ")

    /// (block YAML, expected `path:line:col: message` lines). The fence is on file line 7.
    static let errorCases: [(String, [String])] = [
        ("map: airports\nradius: 10km\n",
         ["site/reports/x.md:9:1: unknown key \"radius\" in waymark block: expected one of \(everyKey)"]),
        ("map: airports\nfilter: { hasPrecision: true }\n",
         ["site/reports/x.md:9:11: unknown filter \"hasPrecision\" in waymark block: expected one of \(QuerySpec.keys.joined(separator: ", "))"]),
        ("map: airports\nnear-airport: EGTF\nwithin: 10 furlongs\n",
         ["site/reports/x.md:10:1: within: \"10 furlongs\" is not a distance (unknown unit \"furlongs\"): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"]),
        ("map: airports\nroute: EGTF ZZZZ\n",
         ["site/reports/x.md:9:1: route: unknown airport \"ZZZZ\": no airport with this ICAO code in the site's data"]),
        ("map: airports\nnear-airport: EGXX\n",
         ["site/reports/x.md:9:1: near-airport: unknown airport \"EGXX\": no airport with this ICAO code in the site's data"]),
        ("map: airports\nnear-airport: E\n",
         ["site/reports/x.md:9:1: near-airport: \"E\" is not an ICAO code: expected 3 to 7 letters or digits, e.g. EGLL"]),
        ("map: announcements\nnear-place: atlantis\n",
         ["site/reports/x.md:9:1: near-place: unknown place \"atlantis\": expected the slug of a place in data/places.yml"]),
        ("map: announcements\nnear-place: unplaced\n",
         ["site/reports/x.md:9:1: near-place: place \"unplaced\" has no coordinates: give it latitude/longitude or a query that geocodes"]),
        ("map: boats\n",
         ["site/reports/x.md:8:1: map: \"boats\" is not a subject: expected charters, announcements or airports"]),
        ("map: airports\nquery: charters\n",
         ["site/reports/x.md:9:1: query: the block already names its subject with map: expected one of map or query"]),
        ("within: 10km\n",
         ["site/reports/x.md:7:1: waymark block names no subject: expected map: or query: with charters, announcements or airports"]),
        ("map: airports\nshow: [map, chart]\n",
         ["site/reports/x.md:9:1: show: \"chart\" is not a view: expected map, table or list"]),
        ("map: airports\nlegend: colourful\n",
         ["site/reports/x.md:9:1: legend: \"colourful\" is not a legend mode: expected one of category, airportType, procedurePrecision, runwayLength, country"]),
        ("map: airports\nfilter: hasProcedures\n",
         ["site/reports/x.md:9:1: filter: expected a mapping of filters, e.g. { hasPrecisionApproach: true }, found text"]),
        ("map: airports\nnearest: 5\n",
         ["site/reports/x.md:9:1: nearest: needs a point to measure from: give near, near-place or near-airport"]),
        ("map: charters\nroute: EGTF LFMD\n",
         ["site/reports/x.md:9:1: route: applies to airports only, not to charters"]),
        ("map: airports\nnear: [1, {a: b}]\n",
         ["site/reports/x.md:9:11: near: expected a list of words, found a mapping in it"]),
        ("- map\n- airports\n",
         ["site/reports/x.md:7:1: waymark block has a list: expected key: value lines, e.g. map: airports"]),
        ("map: airports\nradius: 1\nshow: [graph]\n", [
            "site/reports/x.md:9:1: unknown key \"radius\" in waymark block: expected one of \(everyKey)",
            "site/reports/x.md:10:1: show: \"graph\" is not a view: expected map, table or list",
        ]),
    ]

    @Test(arguments: errorCases)
    func errorsAreLocatedAndWorded(_ yaml: String, _ expected: [String]) {
        #expect(QueryBlockWorld.problems(yaml) == expected)
    }

    @Test func syntaxErrorsAreInTheFile() {
        let problems = QueryBlockWorld.problems("map: airports\nroute: [EGTF, LFMD\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("site/reports/x.md:") == true)
        #expect(problems.first?.contains("waymark block is not valid YAML") == true)
    }

    @Test func otherFencedBlocksAreLeftAlone() {
        let page = ContentPage(kind: .page, sourcePath: "pages/a.md", displayPath: "a.md", frontMatter: PageFrontMatter(title: "A"),
                               body: "```swift\nlet x = 1\n```\n\n```waymark-like\nmap: nothing\n```\n", bodyLine: 1,
                               outputPath: OutputPath(trusted: ["a", "index.html"]))
        let blocks = PageQueryBlocks(page: page, context: QueryBlockWorld.context)
        #expect(page.parsed.blocks.isEmpty)
        #expect(blocks.diagnostics.isEmpty)
    }
}

extension QueryBlockParserTests {
    @Test func blocksInsideListItemsCountTheirIndentation() {
        let body = "- first\n\n  ```waymark\n  map: airports\n  legend: rainbow\n  ```\n"
        let page = ContentPage(kind: .report, sourcePath: "reports/l.md", displayPath: "l.md", frontMatter: PageFrontMatter(title: "L"),
                               body: body, bodyLine: 4, outputPath: OutputPath(trusted: ["reports", "l", "index.html"]))
        let problems = PageQueryBlocks(page: page, context: QueryBlockWorld.context).diagnostics
        #expect(problems.map(\.headline) == [
            "l.md:8:3: error: legend: \"rainbow\" is not a legend mode: expected one of category, airportType, procedurePrecision, runwayLength, country",
        ])
        #expect(problems.first?.sourceLine == "  legend: rainbow")
    }
}
