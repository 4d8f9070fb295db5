import Testing
import WaymarkCore
import WaymarkGeo
import WaymarkModel
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

    /// An item whose point JSON cannot hold fails as it did through JSONEncoder.
    @Test func nonFinitePointStillThrows() {
        let item = JSONFeedDocument.Item(id: "a", url: "a", title: "a", contentText: "a", contentHTML: nil, summary: "a",
                                         datePublished: nil, tags: nil,
                                         geo: GeoJSONFeature(id: "a", geometry: .point(Coordinate(latitude: .infinity, longitude: 0))))
        let document = JSONFeedDocument(title: "t", homePageURL: "h", feedURL: "f", description: nil, language: nil, items: [item])
        #expect(throws: (any Error).self) { try document.encoded() }
    }
}
