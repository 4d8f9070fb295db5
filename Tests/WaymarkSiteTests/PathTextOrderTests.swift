import Testing
import WaymarkCore
@testable import WaymarkSite

/// The plan sorts its output paths through their bytes; the order and the equality must be
/// `String`'s exactly, for ASCII paths and for any other text (composed and decomposed accents
/// are equal `String`s, so they are one path to the plan, as before).
@Suite struct PathTextOrderTests {
    @Test func theOrderAndTheEqualityAreStrings() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "b", "a-b", "a/b", "index.html", "é", "e\u{301}", "ö", "z", "Z", "", "å/", "ab", "a0"]
        let texts = (0..<3_000).map { _ in
            (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
        let order = PathTextOrder(texts)
        let expected = texts.indices.sorted { texts[$0] == texts[$1] ? $0 < $1 : texts[$0] < texts[$1] }
        #expect(order.sortedIndexes() == expected)
        for _ in 0..<3_000 {
            let a = Int.random(in: texts.indices, using: &generator), b = Int.random(in: texts.indices, using: &generator)
            #expect(order.equal(a, b) == (texts[a] == texts[b]), "\(texts[a]) \(texts[b])")
        }
        let composed = PathTextOrder(["caf\u{e9}/index.html", "cafe\u{301}/index.html", "cafe/index.html"])
        #expect(composed.equal(0, 1))
        #expect(!composed.equal(0, 2))
    }
}
