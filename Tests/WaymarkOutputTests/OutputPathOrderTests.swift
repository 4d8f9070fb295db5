import Testing
@testable import WaymarkOutput

/// `OutputPath`'s order (the order files are written and listed in) is the order of the joined
/// texts, whatever shortcut `<` takes.
@Suite struct OutputPathOrderTests {
    static let pairs: [(String, String)] = [
        ("a/b", "a-b"), ("a-b", "a/b"), ("a/index.html", "a/b/index.html"), ("a", "a/b"), ("a/b", "a"),
        ("about/index.html", "about/index.html"), ("b/x", "a/y"), ("reports/x/index.html", "reports/index.html"),
        ("é/x", "e/x"), ("e/x", "e\u{301}x"), ("a/é", "a/e"), ("A/b", "a/b"), ("a.b/c", "a/c"), ("a0/c", "a/c"),
    ]

    @Test(arguments: pairs)
    func ordersLikeTheJoinedText(_ pair: (String, String)) throws {
        let a = try #require(OutputPath(pair.0)), b = try #require(OutputPath(pair.1))
        #expect((a < b) == (pair.0 < pair.1))
        #expect((b < a) == (pair.1 < pair.0))
    }

    /// Property: over seeded random paths from a small alphabet (with `-`, `.`, `0` around `/` and
    /// a non-ASCII letter), sorting by `<` equals sorting by the joined text.
    @Test func sortingMatchesTheJoinedTextOverRandomPaths() {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [Character] = ["a", "b", "-", ".", "0", "z", "é", "A"]
        var paths: [OutputPath] = []
        while paths.count < 400 {
            let components = (0..<(1 + next(3))).map { _ in String((0..<(1 + next(3))).map { _ in alphabet[next(alphabet.count)] }) }
            if let path = OutputPath(components: components) { paths.append(path) }
        }
        #expect(paths.sorted().map(\.description) == paths.map(\.description).sorted())
    }
}
