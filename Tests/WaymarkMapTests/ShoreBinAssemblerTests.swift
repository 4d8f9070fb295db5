import Testing
@testable import WaymarkMap

/// Closing a bin's segments into polygons, on bins made by hand.
@Suite struct ShoreBinAssemblerTests {
    static func bin(corners: [Int], segments: [ShoreSegment]) -> ShoreBin {
        ShoreBin(index: 0, west: 0, south: 0, size: 1, cornerLevels: corners, segments: segments)
    }

    /// A coast running east to west across the bin, land to the south: one land polygon through the
    /// two southern corners, none through the sea corners.
    @Test func aCoastAcrossTheBinClosesThroughTheDryCorners() {
        let coast = ShoreSegment(level: 1, entry: 1, exit: 3, xy: [.max, 30_000, 30_000, 35_000, 0, 30_000])
        let polygons = ShoreBinAssembler.polygons(Self.bin(corners: [1, 1, 0, 0], segments: [coast]))
        #expect(polygons == [ShorePolygon(level: 1, xy: [.max, 30_000, 30_000, 35_000, 0, 30_000, 0, 0, .max, 0])])
    }

    /// A lake that enters and leaves through the south side: the land polygon goes round it
    /// through all four corners, and is land (level 1) although its only segment is lake shore.
    @Test func aLakeAcrossTheEdgeIsCutOutOfTheLand() {
        let lake = ShoreSegment(level: 2, entry: 0, exit: 0, xy: [20_000, 0, 30_000, 10_000, 40_000, 0])
        let polygons = ShoreBinAssembler.polygons(Self.bin(corners: [1, 1, 1, 1], segments: [lake]))
        #expect(polygons == [ShorePolygon(level: 1, xy: [20_000, 0, 30_000, 10_000, 40_000, 0, .max, 0, .max, .max, 0, .max, 0, 0])])
    }

    /// No segment crosses: a land bin is one square, a sea or lake bin none; closed segments keep their level.
    @Test func binsNoSegmentCrosses() {
        let pond = ShoreSegment(level: 2, entry: 4, exit: 4, xy: [10, 10, 20, 10, 20, 20])
        let land = ShoreBinAssembler.polygons(Self.bin(corners: [1, 1, 1, 1], segments: [pond]))
        #expect(land == [ShorePolygon(level: 1, xy: [0, 0, .max, 0, .max, .max, 0, .max]), ShorePolygon(level: 2, xy: pond.xy)])
        #expect(ShoreBinAssembler.polygons(Self.bin(corners: [0, 0, 0, 0], segments: [])).isEmpty)
        #expect(ShoreBinAssembler.polygons(Self.bin(corners: [2, 2, 2, 2], segments: [])).isEmpty)
    }

    /// Two coasts crossing the same bin give two land polygons, each closed once.
    @Test func twoPeninsulasGiveTwoPolygons() {
        // Land along the west and the east edges, sea in the middle (corners: SW, SE, NE, NW all land).
        let west = ShoreSegment(level: 1, entry: 0, exit: 2, xy: [20_000, 0, 20_000, .max])
        let east = ShoreSegment(level: 1, entry: 2, exit: 0, xy: [45_000, .max, 45_000, 0])
        let polygons = ShoreBinAssembler.polygons(Self.bin(corners: [1, 1, 1, 1], segments: [west, east]))
        #expect(polygons == [ShorePolygon(level: 1, xy: [20_000, 0, 20_000, .max, 0, .max, 0, 0]),
                             ShorePolygon(level: 1, xy: [45_000, .max, 45_000, 0, .max, 0, .max, .max])])
    }
}
