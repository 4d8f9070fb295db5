import Testing
@testable import WaymarkRaster

/// The words laid over a picture: wrapped inside the column, cut after their last allowed line,
/// blocks one under another, the same pixels every time.
@Suite struct RasterTextColumnTests {
    static let white = RasterColour(red: 255, green: 255, blue: 255)
    static let ink = RasterColour(red: 0, green: 0, blue: 0)
    static let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"300\"/>".utf8)
    static let words = Array(repeating: "harbour lighthouse", count: 30).joined(separator: " ")

    static func draw(_ blocks: [RasterTextColumn.Block]) throws -> RasterImage {
        let column = RasterTextColumn(x: 20, top: 10, width: 200, fontFamily: "DejaVu Sans", language: "en", blocks: blocks)
        return try SVGRasterizer.rasterize(svg, width: 400, height: 300, background: white, text: column)
    }

    /// The rows and columns that hold any pixel that is not the background.
    static func inked(_ image: RasterImage) -> (rows: [Int], columns: [Int]) {
        var rows = Set<Int>(), columns = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) != white {
                rows.insert(y)
                columns.insert(x)
            }
        }
        return (rows.sorted(), columns.sorted())
    }

    @Test func longWordsWrapInsideTheColumnAndStopAtTheirLastLine() throws {
        let image = try Self.draw([.init(text: Self.words, size: 20, colour: Self.ink, maxLines: 2)])
        let inked = Self.inked(image)
        let left = try #require(inked.columns.first, "nothing was drawn")
        let right = try #require(inked.columns.last)
        #expect(left >= 20 && right < 221, "ink outside the 200-pixel column: columns \(left)…\(right)")
        // DejaVu Sans's line is 1.16 em: two lines of 20 px end above 10 + 2 × 24 pixels, and there are two.
        let rows = try #require(inked.rows.last)
        #expect(rows < 10 + 48, "a third line was drawn (ink down to row \(rows))")
        #expect(rows > 10 + 24, "only one line was drawn (ink down to row \(rows))")
    }

    @Test func blocksStackWithTheirSpaceAndEmptyOnesTakeNone() throws {
        let one = try Self.draw([.init(text: "Lost cat", size: 20, colour: Self.ink)])
        let two = try Self.draw([.init(text: "Lost cat", size: 20, colour: Self.ink),
                                 .init(text: "", size: 20, colour: Self.ink, spaceBefore: 500),
                                 .init(text: "Pebble", size: 20, colour: Self.ink, spaceBefore: 30)])
        let first = try #require(Self.inked(one).rows.last)
        let second = Self.inked(two).rows.filter { $0 > first + 20 }
        let start = try #require(second.first, "the third block is not under the first")
        #expect((first + 30...first + 40).contains(start), "the block starts at row \(start), expected about \(first + 30) + its ascent")
    }

    @Test func controlCharactersAreNotDrawnAndTheSameWordsGiveTheSamePixels() throws {
        let plain = try Self.draw([.init(text: "Pebble", size: 20, colour: Self.ink)])
        let controlled = try Self.draw([.init(text: "Peb\u{0}\u{7}ble\u{9F}", size: 20, colour: Self.ink)])
        #expect(plain == controlled)
        #expect(try Self.draw([.init(text: "Pebble", size: 20, colour: Self.ink)]) == plain)
        #expect(RasterTextColumn.drawable("a\u{0}b\u{1B}c\u{85}d é") == "abcd é")
    }
}
