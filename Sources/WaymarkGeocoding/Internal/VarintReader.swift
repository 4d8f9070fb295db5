/// Sequential reader of the gazetteer's binary resources: little-endian words and LEB128 varints.
struct VarintReader {
    private let bytes: [UInt8]
    private(set) var offset: Int
    /// The resource name, for error messages.
    let resource: String

    init(_ bytes: [UInt8], resource: String) {
        self.bytes = bytes
        self.offset = 0
        self.resource = resource
    }

    /// Checks and consumes a 4-byte magic tag.
    mutating func expectMagic(_ magic: String) throws(GazetteerError) {
        let expected = Array(magic.utf8)
        guard bytes.count >= offset + expected.count,
              Array(bytes[offset..<offset + expected.count]) == expected
        else { throw .corrupt(resource: resource, reason: "expected the tag \(magic) at byte \(offset)") }
        offset += expected.count
    }

    /// A 32-bit little-endian unsigned word.
    mutating func word() throws(GazetteerError) -> Int {
        guard bytes.count >= offset + 4 else { throw truncated() }
        var value = 0
        for shift in 0..<4 { value |= Int(bytes[offset + shift]) << (8 * shift) }
        offset += 4
        return value
    }

    /// An unsigned LEB128 varint of at most 9 bytes.
    @inline(__always)
    mutating func varint() throws(GazetteerError) -> Int {
        var value = 0
        var shift = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 56 { break }
        }
        throw truncated()
    }

    /// A zigzag-encoded signed varint.
    @inline(__always)
    mutating func signedVarint() throws(GazetteerError) -> Int {
        let raw = try varint()
        return (raw >> 1) ^ -(raw & 1)
    }

    /// Appends `count` raw bytes to `buffer`.
    mutating func copy(_ count: Int, into buffer: inout [UInt8]) throws(GazetteerError) {
        guard count >= 0, bytes.count >= offset + count else { throw truncated() }
        buffer.append(contentsOf: bytes[offset..<offset + count])
        offset += count
    }

    /// True when every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    private func truncated() -> GazetteerError {
        .corrupt(resource: resource, reason: "truncated at byte \(offset)")
    }
}
