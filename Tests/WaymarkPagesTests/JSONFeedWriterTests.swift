import Testing
import WaymarkConfig
import WaymarkCore
import WaymarkGeo
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender

/// `JSONFeedDocument.encoded()` writes its bytes directly; they must stay exactly the bytes of
/// Foundation's `JSONEncoder` (``SortedJSON``), which it replaced to keep a large feed from being
/// built as a tree in memory.
@Suite struct JSONFeedWriterTests {
    static let texts = ["", "Lost cat \"Tiger\"", "a\\b/c", "line\nbreak\t\u{1}\u{1F}", "é Ω 😀 \u{2028}", "<p>Seen <em>near</em> the park.</p>"]

    @Test func randomDocumentsMatchJSONEncoder() throws {
        var random = SeededGenerator(seed: 1_616)
        for round in 0..<200 {
            func text() -> String { (Self.texts.randomElement(using: &random) ?? "") + String(Int.random(in: 0...9, using: &random)) }
            func maybe() -> String? { Bool.random(using: &random) ? text() : nil }
            let items = (0..<(round % 5)).map { _ -> JSONFeedDocument.Item in
                let geo: GeoJSONFeature? = Bool.random(using: &random) ? nil : GeoJSONFeature(
                    id: maybe(),
                    geometry: .point(Coordinate(latitude: Double.random(in: -90...90, using: &random),
                                                longitude: Double.random(in: -180...180, using: &random))),
                    properties: ["kind": .text(text()), "radiusNM": .number(Double.random(in: 0...500, using: &random)),
                                 "count": .integer(Int.random(in: 0...99, using: &random)), "open": .flag(Bool.random(using: &random))])
                let tags: [String]? = Bool.random(using: &random) ? nil : (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }
                return JSONFeedDocument.Item(id: text(), url: text(), title: text(), contentText: text(), contentHTML: maybe(),
                                             summary: text(), datePublished: maybe(), tags: tags, geo: geo)
            }
            let document = JSONFeedDocument(title: text(), homePageURL: text(), feedURL: text(), description: maybe(),
                                            language: maybe(), items: items)
            let direct = try document.encoded()
            let reference = try SortedJSON.encode(document)
            #expect(direct == reference, "round \(round): \(String(decoding: direct, as: UTF8.self)) ≠ \(String(decoding: reference, as: UTF8.self))")
        }
    }

    /// A feed's JSON written item by item from its entries (``SiteFeed/jsonFeedBytes(config:)``, used by
    /// the pets and charters feeds so that no list of items is held) is the document `JSONEncoder` gives.
    @Test func feedWrittenFromEntriesMatchesJSONEncoder() throws {
        var random = SeededGenerator(seed: 2_727)
        for round in 0..<100 {
            func text() -> String { (Self.texts.randomElement(using: &random) ?? "") + String(Int.random(in: 0...9, using: &random)) }
            let entries = (0..<(round % 7)).map { _ -> FeedEntry in
                let coordinate: Coordinate? = Bool.random(using: &random) ? nil : Coordinate(
                    latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -180...180, using: &random))
                return FeedEntry(permalink: text(), title: text(), summary: text(),
                                 contentHTML: Bool.random(using: &random) ? text() : nil,
                                 date: Bool.random(using: &random) ? nil : CalendarDate(year: 2026, month: 1 + round % 12, day: 1 + round % 28),
                                 coordinate: coordinate,
                                 properties: ["kind": .text(text()), "count": .integer(Int.random(in: 0...99, using: &random))],
                                 tags: (0..<Int.random(in: 0...2, using: &random)).map { _ in text() })
            }
            let feed = SiteFeed(title: text(), description: text(), folder: "pets/", entries: entries,
                                today: try #require(CalendarDate(year: 2026, month: 6, day: 1)))
            let config = SiteConfig(title: text(), baseURL: "https://example.org/", language: round % 2 == 0 ? "en" : "sv")
            let direct = try feed.jsonFeedBytes(config: config)
            let reference = try SortedJSON.encode(feed.jsonFeed(config: config))
            #expect(direct == reference, "round \(round): \(String(decoding: direct, as: UTF8.self)) ≠ \(String(decoding: reference, as: UTF8.self))")
        }
    }

    /// Items made one at a time (``JSONFeedDocument/encoded(count:itemAt:)``) fail on a point JSON
    /// cannot hold, as JSONEncoder does, and otherwise give the bytes of the document holding them.
    @Test func itemsMadeOneAtATime() throws {
        func item(_ latitude: Double) -> JSONFeedDocument.Item {
            JSONFeedDocument.Item(id: "a", url: "a", title: "a", contentText: "a", contentHTML: nil, summary: "a",
                                  datePublished: nil, tags: nil,
                                  geo: GeoJSONFeature(id: "a", geometry: .point(Coordinate(latitude: latitude, longitude: 0))))
        }
        let head = JSONFeedDocument(title: "t", homePageURL: "h", feedURL: "f", description: nil, language: nil, items: [])
        #expect(throws: (any Error).self) { try head.encoded(count: 3) { item($0 == 1 ? .infinity : 1) } }
        var whole = head
        whole.items = [item(1), item(2), item(3)]
        #expect(try head.encoded(count: 3) { item(Double($0 + 1)) } == SortedJSON.encode(whole))
    }

    /// An item whose point JSON cannot hold fails as it did through JSONEncoder.
    @Test func nonFinitePointStillThrows() {
        let item = JSONFeedDocument.Item(id: "a", url: "a", title: "a", contentText: "a", contentHTML: nil, summary: "a",
                                         datePublished: nil, tags: nil,
                                         geo: GeoJSONFeature(id: "a", geometry: .point(Coordinate(latitude: .infinity, longitude: 0))))
        let document = JSONFeedDocument(title: "t", homePageURL: "h", feedURL: "f", description: nil, language: nil, items: [item])
        #expect(throws: (any Error).self) { try document.encoded() }
    }
}
