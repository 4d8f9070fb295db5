import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkTestSupport
import WaymarkModel

@Suite struct SiteConfigLoaderTests {
    func load(_ text: String) -> (SiteConfig?, [String]) {
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: text)).load()
        return (result.config, result.diagnostics.map(\.description))
    }

    @Test func readsEveryKey() throws {
        let (config, problems) = load("""
        title: Harbour
        baseURL: https://example.org/site
        language: fr
        timezone: Europe/Paris
        description: Boats.
        markdown:
          unsafeHTML: true
        defaults:
          radius: 25km
          units: km
        menus:
          main:
            - {title: About, url: about/}
            - {title: Code, url: "https://example.com"}
            - {title: Call, url: "tel:+46701234567"}
            - {title: Files, url: "//files.example.org/"}
        """)
        #expect(problems.isEmpty)
        let site = try #require(config)
        #expect(site.title == "Harbour")
        #expect(site.baseURL == "https://example.org/site/")
        #expect(site.language == "fr")
        #expect(site.timezone == "Europe/Paris")
        #expect(site.description == "Boats.")
        #expect(site.markdown.unsafeHTML)
        #expect(site.defaults == QueryDefaults(radius: .kilometres(25), unit: .kilometres))
        #expect(site.menus["main"]?.map(\.title) == ["About", "Code", "Call", "Files"])
        #expect(site.menus["main"]?.map(\.isExternal) == [false, true, true, true])
        #expect(site.absoluteURL("about/") == "https://example.org/site/about/")
    }

    @Test func defaultsWhenOptionalKeysAreAbsent() throws {
        let (config, problems) = load("title: T\nbaseURL: http://localhost:8080/\n")
        #expect(problems.isEmpty)
        #expect(config?.language == "en")
        #expect(config?.timezone == "UTC")
        #expect(config?.markdown.unsafeHTML == false)
    }

    @Test(arguments: [
        ("title: T\n", ["site.yml:1:1: error: missing baseURL: expected `baseURL: …` in site.yml\n  |\n1 | title: T\n  | ^"]),
        ("title: T\nbaseURL: example.org\n",
         ["site.yml:2:10: error: baseURL \"example.org\" is not an absolute URL: expected e.g. https://example.org/\n  |\n2 | baseURL: example.org\n  |          ^"]),
        ("title: T\nbaseURL: https://e.org/\nmarkdown:\n  unsafeHTML: maybe\n",
         ["site.yml:4:15: error: markdown.unsafeHTML \"maybe\" is not a boolean: expected true or false\n  |\n4 |   unsafeHTML: maybe\n  |               ^"]),
        ("title: T\nbaseURL: https://e.org/\nmenus:\n  main:\n    - About\n",
         ["site.yml:5:7: error: menu \"main\" entry must have title and url, e.g. {title: About, url: about/}\n  |\n5 |     - About\n  |       ^"]),
        ("title: T\nbaseURL: https://e.org/\nmenus:\n  main:\n    - {title: Run, url: \" JaVaScRiPt:alert(1)\"}\n    - {title: Call, url: \"tel:+46701234567\"}\n",
         ["site.yml:5:25: error: menu \"main\" url \" JaVaScRiPt:alert(1)\" reads as the javascript: URL \"JaVaScRiPt:alert(1)\" in a browser: expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top\n  |\n5 |     - {title: Run, url: \" JaVaScRiPt:alert(1)\"}\n  |                         ^"]),
        ("title: T\nbaseURL: \"https://exam\\tple.org/\"\n",
         ["site.yml:2:10: error: baseURL \"https://exam\tple.org/\" is not an absolute URL: expected e.g. https://example.org/\n  |\n2 | baseURL: \"https://exam\\tple.org/\"\n  |          ^"]),
        ("title: T\nbaseURL: \"javascript:alert(1)//e.org/\"\n",
         ["site.yml:2:10: error: baseURL \"javascript:alert(1)//e.org/\" is not an absolute URL: expected e.g. https://example.org/\n  |\n2 | baseURL: \"javascript:alert(1)//e.org/\"\n  |          ^"]),
        ("- a\n", ["site.yml:1:1: error: site.yml must be a mapping with at least title and baseURL, found a list\n  |\n1 | - a\n  | ^"]),
    ])
    func errorsWordForWord(text: String, expected: [String]) {
        let (config, problems) = load(text)
        #expect(config == nil)
        #expect(problems == expected)
    }

    @Test func unknownKeyIsAWarning() {
        let (config, problems) = load("title: T\nbaseURL: https://e.org/\ncolour: blue\n")
        #expect(config != nil)
        #expect(problems == [
            "site.yml:3:1: warning: unknown key \"colour\" in site.yml: expected one of title, baseURL, language, languages, defaultLanguage, timezone, description, menus, markdown, defaults, paginate, sources, scriptSources, search, shareCards, geocoding, airports, charters\n  |\n3 | colour: blue\n  | ^",
        ])
    }

    /// `airports`, `charters` and `geocoding` are typed at load, so no later phase reads `site.yml`.
    @Test func sectionsAreTypedAtLoad() throws {
        let (config, problems) = load("""
            title: T
            baseURL: https://e.org/
            airports:
              legend: runwayLength
              pageTypes: [large_airport, heliport]
            charters:
              nearbyRadius: 250nm
            geocoding:
              online:
                baseURL: https://nominatim.example.org/
                email: ops@example.org
                minimumInterval: 0.2
                maxAttempts: 2
            """)
        #expect(problems.isEmpty)
        let site = try #require(config)
        #expect(site.airports == AirportSiteSettings(legend: .runwayLength, pageTypes: ["large_airport", "heliport"]))
        #expect(site.charters == CharterSiteSettings(nearbyRadius: .nauticalMiles(250)))
        let online = try #require(site.geocoding.online)
        #expect(online.baseURL.absoluteString == "https://nominatim.example.org/" && online.email == "ops@example.org")
        #expect(online.minimumInterval == 1, "never faster than one request a second")
        #expect(online.maxAttempts == 2 && online.timeout == 10 && online.userAgent == OnlineGeocoderConfiguration.defaultUserAgent)
        let (defaults, none) = load("title: T\nbaseURL: https://e.org/\nairports: ~\n")
        #expect(none.isEmpty)
        #expect(defaults?.airports == AirportSiteSettings() && defaults?.charters == CharterSiteSettings() && defaults?.geocoding.online == nil)
    }

    /// Every problem of those sections is reported once, at load, at its line and column.
    @Test(arguments: [
        ("airports:\n  legend: rainbow\n",
         "site.yml:4:11: error: airports.legend \"rainbow\" is not a legend mode: expected one of airportType, procedurePrecision, runwayLength, country"),
        ("airports:\n  pageTypes: [large_airport, castle]\n",
         "site.yml:4:30: error: airports.pageTypes \"castle\" is not an airport type: expected one of balloonport, closed, heliport, large_airport, medium_airport, seaplane_base, small_airport"),
        ("airports: [a]\n", "site.yml:3:1: error: airports should be a mapping with legend, pageTypes and shareCards, found a list"),
        ("airports:\n  shareCards: maybe\n", "site.yml:4:15: error: airports.shareCards \"maybe\" is not a boolean: expected true or false"),
        ("shareCards: maybe\n", "site.yml:3:13: error: shareCards \"maybe\" is not a boolean: expected true (a share card beside each page) or false"),
        ("charters:\n  nearbyRadius: 5 furlongs\n",
         "site.yml:4:17: error: charters.nearbyRadius \"5 furlongs\" is not a distance (unknown unit \"furlongs\"): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("geocoding:\n  online:\n    email: a@b.c\n", "site.yml:4:3: error: geocoding.online has no baseURL: expected e.g. baseURL: https://nominatim.example.org/"),
        ("geocoding:\n  online:\n    baseURL: ftp://x.org/\n",
         "site.yml:5:14: error: geocoding.online.baseURL \"ftp://x.org/\" is not an absolute URL: expected e.g. https://nominatim.example.org/"),
        ("geocoding:\n  online:\n    baseURL: https://x.org/\n    timeout: soon\n",
         "site.yml:6:14: error: geocoding.online.timeout \"soon\" is not a number of seconds: expected a number of seconds such as 1.5"),
        ("geocoding: yes\n", "site.yml:3:1: error: geocoding should be a mapping with online, found text"),
    ])
    func sectionErrorsAtLoad(yaml: String, expected: String) {
        let (config, problems) = load("title: T\nbaseURL: https://e.org/\n" + yaml)
        #expect(config == nil)
        #expect(problems.count == 1)
        #expect(problems.first.map { $0.hasPrefix(expected) } == true, "\(problems)")
    }

    /// Unknown keys inside those sections are warnings at the key.
    @Test func unknownSectionKeysAreWarnings() {
        let (config, problems) = load("title: T\nbaseURL: https://e.org/\ncharters:\n  radius: 5km\ngeocoding:\n  online:\n    baseURL: https://x.org/\n    speed: 3\n")
        #expect(config != nil)
        #expect(problems.map { $0.prefix { $0 != "\n" } } == [
            "site.yml:4:3: warning: unknown key \"charters.radius\" in site.yml: expected nearbyRadius",
            "site.yml:8:5: warning: unknown key \"geocoding.online.speed\" in site.yml: expected one of baseURL, userAgent, email, minimumInterval, maxAttempts, initialBackoff, maxBackoff, timeout",
        ])
    }

    @Test func aliasBombIsOneErrorAtTheAliasThatCrossesTheLimit() {
        let (config, problems) = load("title: Harbour\n" + AliasBomb.yaml(levels: 7))
        #expect(config == nil)
        #expect(problems.map { $0.prefix { $0 != "\n" } } == ["site.yml:7:8: error: the YAML alias *e makes the document more than 100000 values long once aliases are expanded (an alias bomb?): expected aliases that repeat a small part of the file"])
    }

    @Test func smallAliasesStillWork() throws {
        let (config, problems) = load("""
        title: &t Harbour
        baseURL: https://example.org/
        description: *t
        """)
        #expect(problems.isEmpty)
        #expect(config?.description == "Harbour")
    }
}

@Suite struct SearchSettingTests {
    func load(_ text: String) -> (SiteConfig?, [String]) {
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: text)).load()
        return (result.config, result.diagnostics.map(\.description))
    }

    @Test func isOffWhenAbsent() throws {
        let (config, problems) = load("title: T\nbaseURL: https://e.org/\n")
        #expect(problems.isEmpty)
        #expect(config?.search == false)
        #expect(config?.searchLocation == nil)
    }

    @Test(arguments: [("true", true), ("false", false), ("yes", true), ("off", false), ("True", true)])
    func readsABoolean(text: String, expected: Bool) throws {
        let (config, problems) = load("title: T\nbaseURL: https://e.org/\nsearch: \(text)\n")
        #expect(problems.isEmpty)
        let site = try #require(config)
        #expect(site.search == expected)
        #expect(site.searchLocation == SourceLocation(path: "site.yml", line: 3, column: 9))
    }

    @Test(arguments: [
        ("search: maybe\n",
         "site.yml:3:9: error: search \"maybe\" is not a boolean: expected true (index the site with Pagefind and add a search page) or false\n  |\n3 | search: maybe\n  |         ^"),
        ("search: 1\n",
         "site.yml:3:9: error: search \"1\" is not a boolean: expected true (index the site with Pagefind and add a search page) or false\n  |\n3 | search: 1\n  |         ^"),
        ("search: [true]\n",
         "site.yml:3:9: error: search must be true or false, found a list\n  |\n3 | search: [true]\n  |         ^"),
    ])
    func refusesAnythingElseAtItsValue(line: String, expected: String) {
        let (config, problems) = load("title: T\nbaseURL: https://e.org/\n" + line)
        #expect(config == nil)
        #expect(problems == [expected])
    }
}

/// `shareCards` at the top of site.yml and `airports.shareCards` (README, "Share cards").
@Suite struct ShareCardsSettingTests {
    @Test func cardsAreOnForPagesAndOffForAirportsUnlessAsked() throws {
        let loader = SiteConfigLoaderTests()
        let (defaults, none) = loader.load("title: T\nbaseURL: https://e.org/\n")
        #expect(none.isEmpty)
        #expect(defaults?.shareCards == true && defaults?.airports.shareCards == false)
        let (set, problems) = loader.load("title: T\nbaseURL: https://e.org/\nshareCards: false\nairports:\n  shareCards: true\n")
        #expect(problems.isEmpty)
        #expect(set?.shareCards == false && set?.airports.shareCards == true)
    }
}
