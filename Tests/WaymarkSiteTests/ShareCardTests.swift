import Foundation
import Testing
import WaymarkGeo
import WaymarkMap
import WaymarkModel
@testable import WaymarkPages
import WaymarkRender
@testable import WaymarkSite
import WaymarkTestSupport

/// The share cards (README, "Share cards"): a real card's pixels, the same bytes from two builds,
/// `og:image` on the pages that have a card and not on airport pages unless asked.
@Suite struct ShareCardTests {
    static let card = "pets/announcements/brighton-lost/card.png"
    static let page = "pets/announcements/brighton-lost/index.html"
    /// Where the lost cat is.
    static let pin = Coordinate(latitude: 50.8225, longitude: -0.1372)
    /// The English Channel 11 km south of the pin, and the South Downs 12 km north of it.
    static let sea = Coordinate(latitude: 50.72, longitude: -0.1372)
    static let land = Coordinate(latitude: 50.93, longitude: -0.1372)

    static func build() async -> PetsChartersFixture {
        await PetsChartersFixture.build(siteFolder: RepositoryPaths.fixtureSite("cards"))
    }

    /// The colour of the card at the pixel where `coordinate` is drawn, found with the viewport the
    /// map code draws the card's thumbnail in.
    static func colour(of image: PNGDecoder.Image, at coordinate: Coordinate) throws -> String {
        let mapPin = MapPin(id: "brighton-lost", coordinate: pin, label: "", category: "lost")
        let viewport = MapRenderer.site.thumbnailViewport(mapPin, span: PetPagesGenerator.thumbnailSpan,
                                                          options: ShareCardMap.options(title: "", words: .english))
        let point = viewport.pixel(for: coordinate)
        let x = ShareCard.mapLeft + Int(point.x.rounded(.down)), y = Int(point.y.rounded(.down))
        let rgb = try #require(image.rgb(x: x, y: y), "(\(x), \(y)) is outside the card")
        return String(format: "#%02X%02X%02X", rgb.red, rgb.green, rgb.blue)
    }

    @Test func anAnnouncementsCardShowsSeaLandAndALargePin() async throws {
        let site = await Self.build()
        #expect(site.result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let bytes = try #require(site.files[Self.card], "no card beside the announcement page")
        let image = try PNGDecoder.decode(bytes)
        #expect(image.width == 1200 && image.height == 630 && image.channels == 3)
        #expect(image.chunks == ["IHDR", "IDAT", "IEND"])
        let lost = MapLegendMode.category.entry(for: "lost").colour
        #expect(try Self.colour(of: image, at: Self.pin) == lost)
        #expect(try Self.colour(of: image, at: Self.sea) == MapStyle.standard.sea)
        #expect(try Self.colour(of: image, at: Self.land) == MapStyle.standard.land)
        // The pin is at least 28 pixels across: 13 pixels either side of its centre are its colour.
        let mapPin = MapPin(id: "brighton-lost", coordinate: Self.pin, label: "", category: "lost")
        let centre = MapRenderer.site.thumbnailViewport(mapPin, span: PetPagesGenerator.thumbnailSpan,
                                                        options: ShareCardMap.options(title: "", words: .english)).pixel(for: Self.pin)
        for dx in [-13, 13] {
            let rgb = try #require(image.rgb(x: ShareCard.mapLeft + Int(centre.x) + dx, y: Int(centre.y)))
            #expect(String(format: "#%02X%02X%02X", rgb.red, rgb.green, rgb.blue) == lost, "the pin is narrower than 28 px")
        }
        // The status line in the theme's lost colour is drawn in the left column, under the site's name.
        let hasStatus = (100..<200).contains { y in
            (56..<400).contains { x in
                image.rgb(x: x, y: y).map { String(format: "#%02X%02X%02X", $0.red, $0.green, $0.blue) } == ShareCardPalette.lost
            }
        }
        #expect(hasStatus, "no pixel of the lost colour on the status line")
    }

    /// No text on a card is stroked: librsvg strokes the outline of every glyph of a halo, the
    /// costliest thing a card could ask of it. Every kind of card map still credits its coastline.
    @Test(arguments: [
        ShareCardMap.pin(MapPin(id: "cat", coordinate: pin, label: "Pebble", category: "lost"), span: 60_000),
        .place(MapPlace(name: "Brighton", coordinate: pin), pins: [MapPin(id: "cat", coordinate: pin, label: "Pebble", category: "lost")]),
        .overview([MapPin(id: "a", coordinate: pin, label: "A", category: "lost"),
                   MapPin(id: "b", coordinate: Coordinate(latitude: 59.33, longitude: 18.07), label: "B", category: "found")]),
    ])
    func cardsStrokeNoTextAndCreditTheCoast(map: ShareCardMap) throws {
        let card = ShareCard(siteName: "Coast pets", status: "Lost cat", statusColour: ShareCardPalette.lost,
                             title: "Pebble", detail: "Last seen 20 May 2026", language: "en", map: map)
        let svg = card.svg()
        #expect(!svg.contains("paint-order"), "stroked text on a card")
        #expect(svg.contains("GSHHG"), "the card's map does not credit its coastline")
    }

    @Test func twoBuildsWriteTheSameCards() async throws {
        let first = await Self.build()
        let second = await Self.build()
        let cards = first.files.keys.filter { $0.hasSuffix("/card.png") || $0 == "card.png" }.sorted()
        #expect(cards.contains(Self.card) && cards.contains("card.png"), "announcement and site cards: \(cards)")
        for path in cards { #expect(first.files[path] == second.files[path], "\(path) differs between builds") }
    }

    @Test func pagesWithACardCarryOgImage() async throws {
        let site = await Self.build()
        let html = site.text(Self.page)
        #expect(html.contains("<meta property=\"og:image\" content=\"https://cards.example.org/coast/\(Self.card)\">"))
        #expect(html.contains("<meta property=\"og:image:width\" content=\"1200\">"))
        #expect(html.contains("<meta property=\"og:image:height\" content=\"630\">"))
        #expect(html.contains("<meta property=\"og:image:alt\" content=\"Lost cat: Pebble — Last seen"))
        #expect(html.contains("summary_large_image"))
        #expect(site.text("index.html").contains("<meta property=\"og:image\" content=\"https://cards.example.org/coast/card.png\">"))
    }

    @Test func airportPagesHaveCardsOnlyWhenAsked() async throws {
        let plain = await SharedBuilds.aviation()
        let airportPages = plain.files.filter { $0.path.description.hasPrefix("airports/") && $0.path.description.hasSuffix("/index.html") }
        #expect(!airportPages.isEmpty)
        for file in airportPages where file.path.components.count == 4 {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("og:image"), "\(file.path) has og:image")
        }
        #expect(!plain.files.contains { $0.path.description.hasPrefix("airports/") && $0.path.description.hasSuffix("card.png") })

        let folder = try TemporaryFolder()
        let copy = folder.path + "/aviation"
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite("aviation"), toPath: copy)
        let yml = try String(contentsOfFile: copy + "/site.yml", encoding: .utf8)
        try (yml.replacingOccurrences(of: "airports:\n", with: "airports:\n  shareCards: true\n"))
            .write(toFile: copy + "/site.yml", atomically: true, encoding: .utf8)
        let options = BuildOptions(siteFolder: copy, outputFolder: "/nonexistent-aviation-cards", today: AviationFixture.today,
                                   mode: .validate, displayFolder: "aviation")
        let asked = await SiteBuilder(pageKinds: .standard).build(options)
        let cards = asked.files.filter { $0.path.description.hasPrefix("airports/") && $0.path.description.hasSuffix("/card.png") }
        #expect(!cards.isEmpty, "airports.shareCards: true gives airport pages cards")
        for card in cards.prefix(3) {
            let page = card.path.folderPath + "index.html"
            let html = asked.files.first { $0.path.description == page }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
            #expect(html.contains("<meta property=\"og:image\" content=\"https://aviation.example.org/\(card.path)\">"), "\(page)")
            #expect(try PNGDecoder.decode(card.bytes).width == 1200)
        }
    }

    /// How many files a `--cache` rebuild of the cards fixture renders, unchanged and after the cat's
    /// name is edited, with cards as they are and with `shareCards: false`; and the cat's card after
    /// the edit.
    static func cachedRebuilds(cards: Bool) async throws -> (unchanged: Int, edited: Int, card: [UInt8]?, before: [UInt8]?) {
        let site = try BuildCacheTests.CachedSite("cards")
        if !cards { try site.copy.append("shareCards: false\n", to: "site.yml") }
        let first = await site.build()
        try #require(first.wroteOutput, "\(first.diagnostics)")
        let before = FileManager.default.contents(atPath: site.output + "/" + card).map { [UInt8]($0) }
        let unchanged = await site.build()
        try site.copy.edit("data/announcements/pets.yml", replacing: "petName: Pebble", with: "petName: Pebble the Brave")
        let edited = await site.build()
        try #require(edited.wroteOutput, "\(edited.diagnostics)")
        #expect(edited.cacheWarnings == [])
        try await site.expectSameAsClean("after the cat's name changed")
        let after = FileManager.default.contents(atPath: site.output + "/" + card).map { [UInt8]($0) }
        return (unchanged.fileCount - unchanged.cacheReusedCount, edited.fileCount - edited.cacheReusedCount, after, before)
    }

    /// `--cache` reuses every card whose words and map are unchanged and draws the edited one again:
    /// with cards on, an unchanged rebuild renders exactly as many files as without cards, and the
    /// rebuild after the cat's name changes renders exactly one file more (the cat's card; the dog's
    /// card and the site card are reused).
    @Test func aCachedRebuildDrawsOnlyTheEditedCard() async throws {
        let with = try await Self.cachedRebuilds(cards: true)
        let without = try await Self.cachedRebuilds(cards: false)
        #expect(with.unchanged == without.unchanged, "an unchanged rebuild drew \(with.unchanged - without.unchanged) cards")
        #expect(with.edited == without.edited + 1, "the edit drew \(with.edited - without.edited) cards, not the cat's alone")
        let card = try #require(with.card), before = try #require(with.before)
        #expect(card != before, "the cat's card shows its new name")
        #expect(without.card == nil)
    }
}
