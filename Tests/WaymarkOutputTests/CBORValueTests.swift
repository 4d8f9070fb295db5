import Testing
@testable import WaymarkOutput

/// ``CBORValue``: the CBOR of Pagefind's index files read and written again byte for byte, heads in
/// their shortest form, and what is not such a value refused with where reading stopped.
@Suite struct CBORValueTests {
    @Test(arguments: [
        (CBORValue.unsigned(0), [0x00]), (.unsigned(23), [0x17]), (.unsigned(24), [0x18, 0x18]),
        (.unsigned(255), [0x18, 0xff]), (.unsigned(256), [0x19, 0x01, 0x00]), (.unsigned(65_536), [0x1a, 0x00, 0x01, 0x00, 0x00]),
        (.unsigned(1 << 32), [0x1b, 0, 0, 0, 1, 0, 0, 0, 0]), (.negative(0), [0x20]), (.negative(99), [0x38, 0x63]),
        (.text("cat"), [0x63, 0x63, 0x61, 0x74]), (.text("å"), [0x62, 0xc3, 0xa5]), (.bytes([1, 2]), [0x42, 0x01, 0x02]),
        (.array([.unsigned(1), .text("a")]), [0x82, 0x01, 0x61, 0x61]),
        (.map([.init(key: .text("k"), value: .array([]))]), [0xa1, 0x61, 0x6b, 0x80]),
    ] as [(CBORValue, [UInt8])])
    func encodesInTheShortestFormAndReadsItBack(value: CBORValue, bytes: [UInt8]) throws {
        #expect(value.encoded == bytes)
        #expect(try CBORValue(decoding: bytes) == value)
    }

    /// A filter file's value as Pagefind writes it survives a round trip unchanged.
    @Test func aFilterValueRoundTrips() throws {
        let filter = CBORValue.array([.text("species"), .array([
            .array([.text("cat"), .array([.unsigned(9), .unsigned(10), .unsigned(300)])]),
            .array([.text("guinea pig"), .array((0..<40).map { .unsigned(UInt64($0)) })]),
        ])])
        #expect(try CBORValue(decoding: filter.encoded) == filter)
    }

    @Test(arguments: [
        ([], "byte 0: the bytes end inside a value"),
        ([0x82, 0x01], "byte 0: 2 items where 1 bytes remain"),
        ([0x63, 0x61], "byte 1: a string of 3 bytes where 1 remain"),
        ([0x9f, 0x01, 0xff], "byte 0: additional information 31 (indefinite lengths are not read)"),
        ([0xf9, 0x3c, 0x00], "byte 0: major type 7 (tags, floats and simple values are not read)"),
        ([0x62, 0xc3, 0x28], "byte 0: a text string that is not UTF-8"),
        ([0x01, 0x02], "byte 1: 1 bytes after the value"),
    ] as [([UInt8], String)])
    func refusesWhatIsNotOneValue(bytes: [UInt8], problem: String) {
        #expect(throws: CBORValue.Malformed.self) { try CBORValue(decoding: bytes) }
        do {
            _ = try CBORValue(decoding: bytes)
        } catch {
            #expect(error.description == problem)
        }
    }

    /// Nesting is followed to a fixed depth, not until the stack runs out.
    @Test func refusesDeepNesting() {
        let deep = [UInt8](repeating: 0x81, count: 10_000) + [0x00]
        #expect(throws: CBORValue.Malformed.self) { try CBORValue(decoding: deep) }
    }
}
