import Foundation
import Testing
import WaymarkModel
import WaymarkOutput
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// What pages say about themselves to link previews and search engines: the description, Open
/// Graph and Twitter card tags of every page, and the schema.org JSON-LD of charter, airport, place
/// and home pages (`make test` also reads the example site's with extruct and pyld:
/// scripts/share_check.py).
@Suite struct ShareMetadataTests {
    /// The `<meta>` tags of `html`'s head, by `property` or `name`, each with every value it has.
    static func metaTags(_ html: String) -> [String: [String]] {
        var tags: [String: [String]] = [:]
        let head = html.components(separatedBy: "</head>").first ?? ""
        for line in head.split(separator: "\n") where line.hasPrefix("<meta ") {
            let text = String(line)
            guard let key = attribute("property", in: text) ?? attribute("name", in: text),
                  let content = attribute("content", in: text) else { continue }
            tags[key, default: []].append(content)
        }
        return tags
    }

    /// The unescaped value of attribute `name` in the tag `tag`.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The JSON-LD blocks of `html`, raw and parsed.
    static func jsonLD(_ html: String) throws -> [(raw: String, object: [String: Any])] {
        var blocks: [(String, [String: Any])] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<script type=\"application/ld+json\">"),
              let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) {
            let raw = String(rest[open.upperBound..<close.lowerBound])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any], "\(raw)")
            blocks.append((raw, object))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    @Test func everyPageSaysWhatItIsAndWhereItLives() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let pages = site.files.keys.filter { $0.hasSuffix(".html") }.sorted()
        try #require(pages.count > 10)
        for page in pages {
            let html = site.text(page)
            if html.contains("http-equiv=\"refresh\"") { continue }
            let tags = Self.metaTags(html)
            let folder = page.hasSuffix("index.html") ? String(page.dropLast("index.html".count)) : page
            #expect(tags["og:url"] == [PetsChartersFixture.baseURL + folder], "\(page)")
            #expect(tags["og:site_name"] == ["Fixture Harbour"], "\(page)")
            #expect(tags["og:locale"] == ["en_US"], "\(page)")
            #expect(tags["og:title"]?.first?.isEmpty == false, "\(page)")
            #expect(tags["twitter:title"] == tags["og:title"], "\(page)")
            #expect(tags["og:type"] == [page == "index.html" ? "website" : "article"], "\(page)")
            #expect(tags["og:description"] == tags["description"], "\(page)")
            #expect(tags["twitter:card"]?.count == 1, "\(page)")
        }
    }

    @Test func aCharterIsAnEventAtAPlaceWhoseDataCannotEndTheScript() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let html = site.text("charters/sail-upcoming/index.html")
        let blocks = try Self.jsonLD(html)
        try #require(blocks.count == 1)
        let (raw, event) = blocks[0]
        // The name is `Hvar & "Pakleni" <week>`: in the script it is escaped JSON, no `<` at all.
        #expect(!raw.contains("<") && !raw.contains(">") && raw.hasPrefix("{\"@context\":\"https://schema.org\",\"@type\":\"Event\""))
        #expect(event["name"] as? String == #"Hvar & "Pakleni" <week>"#)
        #expect(event["startDate"] as? String == "2026-07-01" && event["endDate"] as? String == "2026-07-08")
        #expect(event["url"] as? String == PetsChartersFixture.baseURL + "charters/sail-upcoming/")
        let location = try #require(event["location"] as? [String: Any])
        #expect(location["@type"] as? String == "Place" && location["name"] as? String == "Hvar, Croatia")
        let geo = try #require(location["geo"] as? [String: Any])
        #expect(geo["@type"] as? String == "GeoCoordinates" && geo["latitude"] is Double && geo["longitude"] is Double)
        // The meta description: the charter's summary sentence, then its description as text.
        let description = try #require(Self.metaTags(html)["description"]?.first)
        #expect(description.hasPrefix("Aboard "), "\(description)")
        #expect(!description.contains("\n") && description.unicodeScalars.count <= ShareMetadata.descriptionLimit)
    }

    @Test func aPlacesLostPetPageIsAPlace() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let blocks = try Self.jsonLD(site.text("pets/harbour/index.html"))
        try #require(blocks.count == 1)
        #expect(blocks[0].object["@type"] as? String == "Place")
        #expect(blocks[0].object["url"] as? String == PetsChartersFixture.baseURL + "pets/harbour/")
        #expect((blocks[0].object["geo"] as? [String: Any])?["@type"] as? String == "GeoCoordinates")
        // An announcement page has a card, and no JSON-LD type it could be mistaken for.
        let announcement = site.text("pets/announcements/inside-lost/index.html")
        #expect(try Self.jsonLD(announcement).isEmpty)
        #expect(Self.metaTags(announcement)["description"]?.first?.hasPrefix("Lost cat Mimi") == true)
    }

    @Test func anAirportNamesItsCodesAndTheHomePageTheSite() async throws {
        let result = await SharedBuilds.aviation()
        var files: [String: String] = [:]
        for file in result.files { files[file.path.description] = String(decoding: file.bytes, as: UTF8.self) }
        let airports = files.filter { $0.key.hasPrefix("airports/") && $0.value.contains("class=\"kind-airport\"") }
        try #require(!airports.isEmpty)
        for (path, html) in airports {
            let blocks = try Self.jsonLD(html)
            try #require(blocks.count == 1, "\(path)")
            let airport = blocks[0].object
            #expect(airport["@type"] as? String == "Airport" && (airport["name"] as? String)?.isEmpty == false, "\(path)")
            if let icao = airport["icaoCode"] as? String { #expect(icao.count == 4 && icao.allSatisfy(\.isLetter), "\(path)") }
        }
        #expect(airports.values.contains { (try? Self.jsonLD($0).first?.object["icaoCode"]) as? String != nil })
        let home = try Self.jsonLD(try #require(files["index.html"]))
        #expect(home.count == 1 && home.first?.object["@type"] as? String == "WebSite")
    }

    @Test func aMultilingualPageNamesItsLocaleAndItsOtherLanguages() async throws {
        let result = await FixtureBuild.run("multilingual", into: "/nonexistent/unused", mode: .validate)
        var files: [String: String] = [:]
        for file in result.files { files[file.path.description] = String(decoding: file.bytes, as: UTF8.self) }
        let english = Self.metaTags(try #require(files["about/index.html"]))
        let swedish = Self.metaTags(try #require(files["sv/about/index.html"]))
        #expect(english["og:locale"] == ["en_US"] && english["og:locale:alternate"] == ["sv_SE"])
        #expect(swedish["og:locale"] == ["sv_SE"] && swedish["og:locale:alternate"] == ["en_US"])
        #expect(swedish["og:url"] == [MultilingualSiteTests.base + "sv/about/"])
        // A page only one language has names no alternate.
        let contact = Self.metaTags(try #require(files["contact/index.html"]))
        #expect(contact["og:locale"] == ["en_US"] && contact["og:locale:alternate"] == nil)
    }

    @Test func theCardsPictureIsThePagesShareImage() throws {
        let environment = RenderEnvironment(site: try PlanInPartsTests.emptySite(), navigation: [], feedLinks: [])
        let image: [String: Any] = ["url": "https://example.org/pets/tom/card.png", "width": 1200, "height": 630, "alt": "Lost cat <Tom>"]
        let html = String(decoding: environment.renderPage(template: "page", outputPath: OutputPath(trusted: ["pets", "tom", "index.html"]),
                                                           variables: ["page": ["title": "Tom", "kind": "page"], "shareImage": image]),
                          as: UTF8.self)
        let tags = Self.metaTags(html)
        #expect(tags["og:image"] == ["https://example.org/pets/tom/card.png"] && tags["twitter:image"] == tags["og:image"])
        #expect(tags["og:image:width"] == ["1200"] && tags["og:image:height"] == ["630"] && tags["og:image:type"] == ["image/png"])
        #expect(tags["og:image:alt"] == ["Lost cat <Tom>"] && tags["twitter:image:alt"] == ["Lost cat <Tom>"])
        #expect(tags["twitter:card"] == ["summary_large_image"])
        #expect(html.contains("content=\"Lost cat &lt;Tom&gt;\""))
    }

    @Test(arguments: [("en", "en_US"), ("sv", "sv_SE"), ("hr", "hr_HR"), ("en-GB", "en_GB"), ("pt-BR", "pt_BR"), ("fr", "fr_FR")])
    func openGraphLocalesHaveATerritory(_ tag: String, _ locale: String) {
        #expect(OpenGraphLocale.of(tag) == locale)
    }

    /// Text already on one line comes back as it is; any other is made one line.
    @Test(arguments: [
        ("one line", "one line"), (" lead", "lead"), ("trail ", "trail"), ("two  spaces", "two spaces"), ("tab\there", "tab here"),
        ("line\nbreak", "line break"), ("nbsp\u{A0}here", "nbsp here"), ("é accent", "é accent"), ("", ""), (" ", ""),
        ("a\u{1}b", "a\u{1}b"), ("x", "x"),
    ])
    func oneLineKeepsWhatIsOneLineAlready(_ text: String, _ expected: String) {
        #expect(ShareMetadata.oneLine(text) == expected)
    }

    @Test func descriptionsAreOneLineCutAtAWord() {
        let long = String(repeating: "harbour ", count: 40) + "end"
        let page: [String: Any] = ["title": "T", "kind": "page", "description": "first\n\n  second\tthird", "summary": "not this"]
        let share = ShareMetadata(page: page, siteTitle: "S", siteDescription: "site", url: "u", locale: "en_US", localeAlternates: [])
        #expect(share.description == "first second third")
        let fromSummary = ShareMetadata(page: ["title": "T", "summary": long], siteTitle: "S", siteDescription: nil,
                                        url: "u", locale: "en_US", localeAlternates: [])
        let clipped = fromSummary.description ?? ""
        #expect(clipped.hasSuffix("harbour…") && clipped.unicodeScalars.count <= ShareMetadata.descriptionLimit)
        let fromSite = ShareMetadata(page: ["title": "T"], siteTitle: "S", siteDescription: "The site.", url: "u", locale: "en_US", localeAlternates: [])
        #expect(fromSite.description == "The site." && fromSite.title == "T")
        let home = ShareMetadata(page: ["title": "Welcome", "kind": "home"], siteTitle: "S", siteDescription: nil,
                                 url: "u", locale: "en_US", localeAlternates: [])
        #expect(home.title == "S" && home.type == "website" && home.description == nil)
    }

    @Test func structuredDataLeavesOutWhatARecordDoesNotHave() throws {
        var charter = Charter(id: "c", name: "</script><!--x", location: SourceLocation(path: "c.yml", line: 1, column: 1))
        #expect(charter.coordinate == nil)
        #expect(StructuredData.event(charter, url: "https://e.org/c/", description: nil) == nil, "no dates, no event")
        charter.start = CalendarDate(year: 2026, month: 7, day: 1)
        let event = try #require(StructuredData.event(charter, url: "https://e.org/c/", description: "\u{202E}text"))
        #expect(!event.contains("<") && event.contains(#""name":"\u003c/script\u003e\u003c!--x""#))
        #expect(event.contains(#""startDate":"2026-07-01","#) && event.contains(#""endDate":"2026-07-01","#))
        #expect(event.contains(#""description":"text""#) && !event.contains("\"geo\""))
    }
}
