import Testing
@testable import WaymarkOutput

/// ``Gzip``: what is compressed comes back, the same input compresses to the same bytes, and
/// what is not gzip is refused.
@Suite struct GzipTests {
    @Test(arguments: [[], Array("pagefind_dcd".utf8), Array(repeating: 7, count: 200_000), (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761) }] as [[UInt8]])
    func roundTripsAndCompressesTheSameWayEveryTime(bytes: [UInt8]) throws {
        let once = try Gzip.compress(bytes)
        #expect(Array(once.prefix(2)) == [0x1f, 0x8b], "a gzip header")
        #expect(Array(once[4..<8]) == [0, 0, 0, 0], "no modification time")
        #expect(try Gzip.compress(bytes) == once)
        #expect(try Gzip.decompress(once) == bytes)
    }

    @Test func refusesWhatIsNotGzipOrIsCutShort() throws {
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(Array("not gzip at all".utf8)) }
        let whole = try Gzip.compress(Array(repeating: 1, count: 10_000))
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(Array(whole.dropLast(6))) }
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress([]) }
    }
}
