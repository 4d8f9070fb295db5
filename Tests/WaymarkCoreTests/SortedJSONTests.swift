import Testing
import WaymarkCore

/// The one JSON encoding: sorted keys, unescaped slashes, a final newline; failures are thrown.
@Suite struct SortedJSONTests {
    @Test func compactSortsKeysKeepsSlashesAndEndsWithANewline() throws {
        let text = try SortedJSON.text(["b": "x/y", "a": "1"])
        #expect(text == "{\"a\":\"1\",\"b\":\"x/y\"}\n")
    }

    @Test func prettyIndentsByTwoSpaces() throws {
        let text = try SortedJSON.text(["b": [1, 2], "a": [3]], layout: .pretty)
        #expect(text == "{\n  \"a\" : [\n    3\n  ],\n  \"b\" : [\n    1,\n    2\n  ]\n}\n")
    }

    @Test func wholeDoublesAreWrittenWithoutAFraction() throws {
        #expect(try SortedJSON.text([3.0, 0.5]) == "[3,0.5]\n")
    }

    @Test func aValueJSONCannotHoldIsAnErrorNotAStandIn() {
        #expect(throws: EncodingError.self) { try SortedJSON.encode(["x": Double.nan]) }
        #expect(throws: EncodingError.self) { try SortedJSON.encode([Double.infinity], layout: .pretty) }
    }
}
