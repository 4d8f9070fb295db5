import Foundation
import Testing
import WaymarkConfig
import WaymarkGeo
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// End-to-end build of `Tests/Fixtures/sites/pets-charters`: pages, pins, visibility.
@Suite struct PetsChartersPagesTests {
    @Test func everyPageKindIsBuilt() async throws {
        let site = await PetsChartersFixture.build()
        #expect(site.result.succeeded)
        let expected = [
            "charters/index.html", "charters/feed.json", "charters/feed.atom", "charters/map.geojson",
            "charters/regions/dalmatia/index.html", "charters/regions/dalmatia/map.geojson", "charters/regions/cyclades/index.html",
            "charters/regions/fiji/index.html", "charters/vessels/catamaran/index.html", "charters/vessels/sailing-yacht/index.html",
            "charters/sail-upcoming/index.html", "charters/sail-ongoing/index.html", "charters/sail-past/index.html",
            "charters/sail-unlisted/index.html", "charters/sail-nowhere/index.html", "charters/sail-geocoded/index.html",
            "charters/fiji-east/index.html", "charters/fiji-west/index.html",
            "pets/index.html", "pets/feed.json", "pets/feed.atom",
            "pets/harbour/index.html", "pets/harbour/map.geojson", "pets/harbour/feed.json", "pets/harbour/feed.atom",
            "pets/dateline/index.html", "pets/nowhere/index.html",
            "pets/announcements/inside-lost/index.html", "pets/announcements/closed-cat/index.html",
            "pets/announcements/script-pet/index.html", "pets/announcements/geocoded-found/index.html",
        ]
        for path in expected { #expect(site.files[path] != nil, "missing \(path)") }
        #expect(site.files.keys.filter { $0.hasPrefix("charters/") && $0.hasSuffix("/index.html") }.count == 14)
        let announcementPages = site.files.keys.filter { $0.hasPrefix("pets/announcements/") && $0.hasSuffix("/index.html") }
        #expect(announcementPages.filter { !$0.hasSuffix("/poster/index.html") }.count == 7)
        // Every open announcement's poster beside its page; the closed one has none.
        #expect(announcementPages.filter { $0.hasSuffix("/poster/index.html") }.count == 6)
        #expect(site.files["pets/announcements/closed-cat/poster/index.html"] == nil)
        // Beside every page with a map, its map's GeoJSON; the closed announcement has neither.
        let announcementMaps = site.files.keys.filter { $0.hasPrefix("pets/announcements/") && $0.hasSuffix("/map.geojson") }
        #expect(announcementMaps.count == 6)
        #expect(!announcementMaps.contains("pets/announcements/closed-cat/map.geojson"))
    }

    /// The pins of every landing map are exactly the announcements a brute-force geodesic scan finds
    /// eligible: lost or found, located, within the place's radius (inclusive).
    @Test(arguments: ["harbour", "dateline"])
    func landingPinsAreExactlyTheEligibleAnnouncements(slug: String) async throws {
        let site = await PetsChartersFixture.build()
        let data = try #require(site.result.data)
        let place = try #require(data.places.first { $0.slug == slug })
        let centre = try #require(place.coordinate)
        let expected = data.announcements.filter { a in
            guard a.status != .closed, let c = a.coordinate else { return false }
            return Geodesic.wgs84.distance(centre, c) <= place.radiusKm * 1_000
        }.map(\.id).sorted()
        #expect(!expected.isEmpty)
        let svgs = site.svgs(in: "pets/\(slug)/index.html")
        #expect(svgs.count == 1)
        let map = SVGMapReader(try #require(svgs.first))
        #expect(map.parsed)
        let pinned = map.links.map { $0.replacingOccurrences(of: "../../pets/announcements/", with: "").replacingOccurrences(of: "/index.html", with: "") }
        #expect(pinned.sorted() == expected)
        // The list carries the same announcements, once each.
        let rows = Self.rows(site.text("pets/\(slug)/index.html"))
        #expect(rows.map(\.link).sorted() == expected.map { "../../pets/announcements/\($0)/index.html" })
    }

    /// The rows of a place's pet list: each one's first link and the filter keys it carries.
    static func rows(_ page: String) -> [(link: String, keys: Set<String>)] {
        page.components(separatedBy: "class=\"pet-row filter-item").dropFirst().compactMap { row -> (link: String, keys: Set<String>)? in
            guard let layers = row.firstMatch(of: /data-layers="([^"]*)"/), let link = row.firstMatch(of: /<a href="([^"]*)"/) else { return nil }
            return (String(link.1), Set(layers.1.split(separator: " ").map(String.init)))
        }
    }

    /// Under every filter choice the map shows as many pins as the list shows rows, and only pins of
    /// those rows: the stylesheet shows one map layer and the rows that carry its key.
    @Test(arguments: ["harbour", "dateline"])
    func everyFilterChoiceShowsTheSamePetsOnTheMapAndInTheList(slug: String) async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("pets/\(slug)/index.html")
        let rows = Self.rows(page)
        let map = SVGMapReader(try #require(site.svgs(in: "pets/\(slug)/index.html").first))
        #expect(!map.layers.isEmpty)
        func choices(_ group: String) -> [String] {
            page.matches(of: /<input type="radio" name="(status|species)" id="[^"]+" value="([^"]+)"/).filter { $0.1 == group }.map { String($0.2) }
        }
        let keys = choices("status").flatMap { status in choices("species").map { "\(status)-\($0)" } }
        #expect(keys.count == 3 * (slug == "harbour" ? 4 : 2))
        #expect(Set(map.layers.keys) == Set(keys))
        for key in keys {
            let listed = rows.filter { $0.keys.contains(key) }
            let layer = map.layers[key] ?? SVGMapReader.Layer()
            #expect(layer.links.count + layer.badgeCounts.reduce(0, +) == listed.count, "\(key)")
            #expect(Set(layer.links).isSubset(of: listed.map(\.link)), "\(key)")
            // Where nothing matches, the note says so; its keys are exactly the empty choices.
            let empty = try #require(page.firstMatch(of: /class="filter-empty filter-item" data-layers="([^"]*)"/))
            #expect(empty.1.split(separator: " ").contains { $0 == key } == listed.isEmpty, "\(key)")
        }
    }

    @Test func theFiltersAreLabelledRadioButtonsInFieldsets() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("pets/harbour/index.html")
        // Harbour: script-pet and inside-found are dogs, inside-lost a cat, geocoded-found a rabbit.
        #expect(page.contains("<fieldset>\n  <legend>Status</legend>"))
        #expect(page.contains("<fieldset>\n  <legend>Species</legend>"))
        let labels = page.matches(of: /<input type="radio" name="(status|species)" id="([^"]+)" value="([^"]+)"( checked)?><label for="([^"]+)">([^<]*)(?: <span class="count">(\d+)<\/span>)?<\/label>/)
            .map { ($0.1, $0.3, $0.4 != nil, $0.2 == $0.5, String($0.6), $0.7.map(String.init)) }
        #expect(labels.map { "\($0.0) \($0.1) \($0.4) \($0.5 ?? "-")" } == [
            "status all All 4", "status lost Lost 2", "status found Found 2",
            "species all All 4", "species 1 dog 2", "species 2 cat 1", "species 3 rabbit 1",
        ])
        #expect(labels.allSatisfy { $0.3 }, "every label is for its own input")
        #expect(labels.filter { $0.2 }.map { $0.1 } == ["all", "all"], "All is checked in both groups")
    }

    @Test func thePetsIndexFiltersPlacesByTheirPets() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("pets/index.html")
        let places = page.matches(of: /<tr class="filter-item" data-layers="([^"]*)"><td><a href="([^"]*)"/)
            .map { (link: String($0.2), keys: Set($0.1.split(separator: " ").map(String.init))) }
        #expect(places.map(\.link) == ["../pets/dateline/index.html", "../pets/harbour/index.html", "../pets/nowhere/index.html"])
        // Species: dogs (1) are commonest, then bird (2), cat (3), rabbit (4) by name. Dateline has a
        // lost bird; Harbour lost and found dogs, a lost cat and a found rabbit.
        #expect(places[0].keys == ["all-all", "lost-all", "all-2", "lost-2"])
        #expect(places[1].keys.isSuperset(of: ["lost-1", "found-1", "lost-3", "found-4"]))
        #expect(!places[1].keys.contains("found-3"), "no found cat at the harbour")
        #expect(places[2].keys == ["all-all"])
        let map = SVGMapReader(try #require(site.svgs(in: "pets/index.html").first))
        for (key, layer) in map.layers {
            let listed = places.filter { $0.keys.contains(key) && $0.link != "../pets/nowhere/index.html" }
            #expect(layer.links.count + layer.badgeCounts.reduce(0, +) == listed.count, "\(key)")
        }
        #expect(!page.contains("<span class=\"count\">"), "the index counts no places")
    }

    @Test func harbourPinsMatchTheFixtureNotes() async throws {
        let site = await PetsChartersFixture.build()
        let map = SVGMapReader(try #require(site.svgs(in: "pets/harbour/index.html").first))
        #expect(Set(map.links) == Set(["inside-lost", "inside-found", "script-pet", "geocoded-found"].map { "../../pets/announcements/\($0)/index.html" }))
    }

    @Test func cardsAreLostFirstThenNewestFirst() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("pets/harbour/index.html")
        let cards = page.components(separatedBy: "<li class=\"pet-row").dropFirst().compactMap { card -> String? in
            guard let range = card.range(of: "pets/announcements/") else { return nil }
            return String(card[range.upperBound...].prefix { $0 != "/" })
        }
        // script-pet (lost 30 May), inside-lost (lost 20 May), inside-found (found 25 May), geocoded-found (found 10 May).
        #expect(cards == ["script-pet", "inside-lost", "inside-found", "geocoded-found"])
        // The row shows the date; assistive technology also hears what it is.
        #expect(page.contains("<time datetime=\"2026-05-30\" aria-hidden=\"true\">30 May 2026</time><span class=\"visually-hidden\">Last seen 30 May 2026</span>"))
        #expect(page.contains("<span class=\"visually-hidden\">Found 25 May 2026</span>"))
    }

    @Test func placeWithoutLocationHasNoteAndNoMap() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("pets/nowhere/index.html")
        #expect(page.contains("No map location yet."))
        #expect(site.svgs(in: "pets/nowhere/index.html").isEmpty)
    }

    @Test func unlistedAndPrivateChartersAreInNoListMapFeedOrSitemap() async throws {
        let site = await PetsChartersFixture.build()
        for (path, bytes) in site.files {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("sail-private") && !text.contains("Owners only"), "private charter in \(path)")
            // Its own page and the GeoJSON of that page's thumbnail, nothing else.
            if !["charters/sail-unlisted/index.html", "charters/sail-unlisted/map.geojson"].contains(path) {
                #expect(!text.contains("sail-unlisted") && !text.contains("Secret cove"), "unlisted charter in \(path)")
            }
        }
        let unlisted = site.text("charters/sail-unlisted/index.html")
        #expect(unlisted.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(unlisted.contains("This charter is unlisted"))
    }

    @Test func closedAnnouncementsKeepTheirPageButAreOnNoMapListOrFeed() async throws {
        let site = await PetsChartersFixture.build()
        for (path, bytes) in site.files where path != "pets/announcements/closed-cat/index.html" {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("closed-cat"), "closed announcement in \(path)")
        }
        let page = site.text("pets/announcements/closed-cat/index.html")
        #expect(page.contains("This announcement is closed"))
        #expect(site.svgs(in: "pets/announcements/closed-cat/index.html").isEmpty)
    }

    @Test func discoveryPageGroupsUnderWayUpcomingPast() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("charters/index.html")
        func position(_ text: String) -> Int {
            page.range(of: text).map { page.distance(from: page.startIndex, to: $0.lowerBound) } ?? -1
        }
        let ongoing = position("id=\"phase-ongoing\""), upcoming = position("id=\"phase-upcoming\""), past = position("id=\"phase-past\"")
        #expect(ongoing >= 0 && ongoing < upcoming && upcoming < past)
        func row(_ id: String) -> Int { position("class=\"charter-name\" href=\"../charters/\(id)/index.html\"") }
        #expect(row("sail-ongoing") > ongoing && row("sail-ongoing") < upcoming)
        // Upcoming by start date: Santorini (20 June), Hvar (1 July), Fiji east, Fiji west, Mystery trip (September).
        let order = ["sail-geocoded", "sail-upcoming", "fiji-east", "fiji-west", "sail-nowhere"].map(row)
        #expect(order == order.sorted() && order.allSatisfy { $0 > upcoming && $0 < past })
        #expect(row("sail-past") > past)
    }

    /// Region maps are fitted to their charters: the Fiji pair straddles the antimeridian and is drawn
    /// as two pins, not a world map; past charters are listed but not mapped.
    @Test(arguments: [("dalmatia", ["sail-ongoing", "sail-upcoming"]), ("fiji", ["fiji-east", "fiji-west"]), ("cyclades", ["sail-geocoded"])])
    func regionMapsPinTheirDiscoverableCharters(region: String, ids: [String]) async throws {
        let site = await PetsChartersFixture.build()
        let path = "charters/regions/\(region)/index.html"
        let map = SVGMapReader(try #require(site.svgs(in: path).first))
        #expect(map.parsed)
        #expect(map.links.sorted() == ids.map { "../../../charters/\($0)/index.html" })
        if region == "cyclades" { #expect(site.text(path).contains("href=\"../../../charters/sail-past/index.html\"")) }
    }

    @Test func charterWithoutLocationHasNoteAndWarning() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("charters/sail-nowhere/index.html")
        #expect(page.contains("No map location yet."))
        #expect(site.svgs(in: "charters/sail-nowhere/index.html").isEmpty)
        #expect(site.result.diagnostics.map(\.headline).contains(
            "pets-charters/data/charters/charters.yml:74:3: warning: charter \"sail-nowhere\" has no map location yet: expected latitude/longitude or a destination to geocode; its page is built without a map"))
        let warning = site.result.diagnostics.first { $0.message.hasPrefix("charter \"sail-nowhere\"") }
        #expect(warning?.sourceLine == "- id: sail-nowhere", "the record's line is shown under the message")
        let strict = await PetsChartersFixture.build(strict: true)
        #expect(!strict.result.succeeded)
        #expect(strict.result.diagnostics.map(\.headline).contains(
            "pets-charters/data/charters/charters.yml:74:3: error: charter \"sail-nowhere\" has no map location yet: expected latitude/longitude or a destination to geocode; its page is built without a map"))
    }

    @Test func descriptionLinksToMissingPagesAreReportedAtTheirRecord() async throws {
        let site = await PetsChartersFixture.build()
        #expect(site.result.diagnostics.map(\.headline).contains(
            "pets-charters/data/charters/charters.yml:17:3: warning: link \"/crew/\" leads to no page or file of the site: expected the site path of something the build writes, e.g. /about/"))
        #expect(!site.result.diagnostics.contains { $0.message.contains("\"/about/\"") }, "/about/ exists")
    }

    @Test func charterPageHasThumbnailAndNearestOthers() async throws {
        let site = await PetsChartersFixture.build()
        let page = site.text("charters/sail-upcoming/index.html")
        #expect(site.svgs(in: "charters/sail-upcoming/index.html").count == 1)
        let nearest = try #require(page.components(separatedBy: "Nearest other charters").last)
        // Split shuttle is 36.7 km away (geodesic); Santorini (about 1,000 km) and the Fiji pair are
        // beyond the default nearbyRadius of 500 km; unlisted, past and unlocated ones are not listed.
        let rows = nearest.components(separatedBy: "<li class=\"charter-row\">").dropFirst()
        #expect(rows.count == 1)
        #expect(rows.first?.contains("href=\"../../charters/sail-ongoing/index.html\"") == true)
        #expect(rows.first?.contains("36.7 km away") == true)
        #expect(!nearest.contains("sail-upcoming/index.html"), "never itself")
        #expect(page.contains("href=\"../../charters/regions/dalmatia/index.html\""))
        #expect(page.contains("href=\"../../charters/vessels/sailing-yacht/index.html\""))
    }

    @Test func petsIndexHasAMapOfThePlacesOnTheMap() async throws {
        let site = await PetsChartersFixture.build()
        let svgs = site.svgs(in: "pets/index.html")
        #expect(svgs.count == 1)
        let svg = try #require(svgs.first)
        let reader = SVGMapReader(svg)
        // Every place with a position links to its page, named with its counts and radius; the place
        // that could not be placed is only in the table.
        #expect(Set(reader.links) == ["../pets/harbour/index.html", "../pets/dateline/index.html"])
        #expect(svg.contains("role=\"group\""))
        let data = try #require(site.result.data)
        let harbour = try #require(data.places.first { $0.slug == "harbour" })
        #expect(svg.contains("aria-label=\"\(harbour.name): "))
        #expect(svg.contains(" found within \(RecordText.distance(harbour.radiusKm * 1_000))\""))
        #expect(site.text("pets/index.html").contains("<div class=\"table-scroll\" id=\"places\""), "the map's list target")
        // Its data: one point per place on the map, with the counts the pins are named with.
        let geoJSON = site.text("pets/map.geojson")
        #expect(geoJSON.components(separatedBy: "\"kind\":\"place\"").count - 1 == 2)
        #expect(geoJSON.contains("\"slug\":\"harbour\""))
        #expect(!geoJSON.contains("\"slug\":\"nowhere\""))
    }

    @Test func nearestOtherChartersStayWithinTheNearbyRadius() async throws {
        let site = await PetsChartersFixture.build()
        // Santorini has no other upcoming charter within 500 km: the section is left out.
        let santorini = site.text("charters/sail-geocoded/index.html")
        #expect(santorini.contains("<h1>"))
        #expect(!santorini.contains("Nearest other charters"))
        // The Fiji pair is 21 km apart across the antimeridian: each lists the other.
        let east = site.text("charters/fiji-east/index.html")
        let rows = (east.components(separatedBy: "Nearest other charters").dropFirst().first ?? "")
            .components(separatedBy: "<li class=\"charter-row\">").dropFirst()
        #expect(rows.count == 1)
        #expect(rows.first?.contains("fiji-west/index.html") == true)
    }

    @Test func nearbyRadiusIsReadFromSiteYML() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = folder.appending("site")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("pets-charters"), toPath: copy)
        let siteYML = try String(contentsOfFile: copy + "/site.yml", encoding: .utf8)
        try (siteYML + "charters:\n  nearbyRadius: 20000km\n").write(toFile: copy + "/site.yml", atomically: true, encoding: .utf8)
        let site = await PetsChartersFixture.build(siteFolder: copy)
        #expect(site.result.succeeded)
        let page = site.text("charters/sail-upcoming/index.html")
        let rows = (page.components(separatedBy: "Nearest other charters").dropFirst().first ?? "")
            .components(separatedBy: "<li class=\"charter-row\">").dropFirst()
        #expect(rows.count == 4, "Split shuttle, Santorini and the Fiji pair")
        #expect(site.text("charters/sail-geocoded/index.html").contains("Nearest other charters"))
    }

    @Test func geocodedPlacesCreditGeoNames() async throws {
        let site = await PetsChartersFixture.build()
        let credit = "Contains data from GeoNames (geonames.org), licensed CC BY 4.0"
        #expect(site.text("charters/sail-geocoded/index.html").contains(credit))
        #expect(site.text("pets/announcements/geocoded-found/index.html").contains(credit))
        #expect(site.text("pets/harbour/index.html").contains(credit), "a geocoded pin is on the map")
        #expect(!site.text("pets/dateline/index.html").contains(credit))
        // A record with its own coordinates names its nearest gazetteer place, which needs the credit too.
        let upcoming = site.text("charters/sail-upcoming/index.html")
        #expect(upcoming.contains("<dt>Near</dt> <dd>Hvar, Split-Dalmatia, Croatia (358 m)</dd>"))
        #expect(upcoming.contains(credit))
        #expect(!site.text("charters/sail-geocoded/index.html").contains("<dt>Near</dt>"), "placed by geocoding: no reverse lookup")
        #expect(!site.text("charters/sail-nowhere/index.html").contains("<dt>Near</dt>"))
        let lost = site.text("pets/announcements/inside-lost/index.html")
        #expect(lost.contains("<dt>Near</dt> <dd>Solna, Stockholm, Sweden (1.68 km)</dd>") && lost.contains(credit))
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let first = await PetsChartersFixture.build()
        let second = await PetsChartersFixture.build()
        #expect(first.files.count == second.files.count)
        for (path, bytes) in first.files { #expect(second.files[path] == bytes, "\(path) differs") }
    }

    @Test func siteTemplateOverridesAPageKind() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = folder.appending("site")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("pets-charters"), toPath: copy)
        try FileManager.default.createDirectory(atPath: copy + "/Templates", withIntermediateDirectories: true)
        try "{{<base}}{{$main}}<p class=\"mine\">Boat {{charter.name}}</p>{{/main}}{{/base}}\n"
            .write(toFile: copy + "/Templates/charter.mustache", atomically: true, encoding: .utf8)
        let site = await PetsChartersFixture.build(siteFolder: copy)
        #expect(site.text("charters/sail-ongoing/index.html").contains("<p class=\"mine\">Boat Split shuttle</p>"))
        #expect(site.text("pets/harbour/index.html").contains("pet-row"), "other kinds keep the default theme")
    }
}
