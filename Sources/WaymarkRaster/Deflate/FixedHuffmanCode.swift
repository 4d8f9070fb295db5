/// DEFLATE's fixed Huffman codes (RFC 1951, 3.2.6) and its length and distance symbols (3.2.5),
/// as tables: each code is stored bit-reversed, ready for ``DeflateBitWriter`` to write lowest bit first.
enum FixedHuffmanCode {
    /// A symbol's code: `bits` (reversed) of `count` bits.
    struct Code {
        let bits: UInt32
        let count: Int
    }

    /// The codes of the literal/length alphabet, symbols 0…287.
    static let literalLength: [Code] = (0..<288).map { symbol in
        switch symbol {
        case 0..<144: Code(bits: reversed(0x30 + UInt32(symbol), count: 8), count: 8)
        case 144..<256: Code(bits: reversed(0x190 + UInt32(symbol - 144), count: 9), count: 9)
        case 256..<280: Code(bits: reversed(UInt32(symbol - 256), count: 7), count: 7)
        default: Code(bits: reversed(0xC0 + UInt32(symbol - 280), count: 8), count: 8)
        }
    }

    /// The end-of-block symbol.
    static let endOfBlock = 256

    /// The shortest and longest match DEFLATE can say.
    static let matchLengths = 3...258

    /// The farthest back a match can reach, in bytes.
    static let window = 32_768

    /// The first length of each length symbol 257…285 and its extra bits.
    private static let lengthBases: [(base: Int, extra: Int)] = [
        (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), (8, 0), (9, 0), (10, 0), (11, 1), (13, 1), (15, 1), (17, 1),
        (19, 2), (23, 2), (27, 2), (31, 2), (35, 3), (43, 3), (51, 3), (59, 3), (67, 4), (83, 4), (99, 4),
        (115, 4), (131, 5), (163, 5), (195, 5), (227, 5), (258, 0),
    ]

    /// The first distance of each distance symbol 0…29 and its extra bits.
    private static let distanceBases: [(base: Int, extra: Int)] = [
        (1, 0), (2, 0), (3, 0), (4, 0), (5, 1), (7, 1), (9, 2), (13, 2), (17, 3), (25, 3), (33, 4), (49, 4),
        (65, 5), (97, 5), (129, 6), (193, 6), (257, 7), (385, 7), (513, 8), (769, 8), (1025, 9), (1537, 9),
        (2049, 10), (3073, 10), (4097, 11), (6145, 11), (8193, 12), (12289, 12), (16385, 13), (24577, 13),
    ]

    /// A match length's symbol, extra bits and their count, indexed by length (3…258).
    struct LengthCode {
        let symbol: Int
        let extra: UInt32
        let extraCount: Int
    }

    /// ``LengthCode`` of every length, 0…258 (0…2 unused).
    static let lengths: [LengthCode] = (0...258).map { length in
        guard length >= 3 else { return LengthCode(symbol: 0, extra: 0, extraCount: 0) }
        let index = lengthBases.lastIndex { $0.base <= length } ?? 0
        let (base, extra) = lengthBases[index]
        return LengthCode(symbol: 257 + index, extra: UInt32(length - base), extraCount: extra)
    }

    /// A distance's whole code: the 5-bit fixed code of its symbol (reversed) followed by its extra
    /// bits, as one value of `count` bits. `distance` is 1…``window``.
    static func distance(_ distance: Int) -> Code {
        let index = distanceBases.lastIndex { $0.base <= distance } ?? 0
        let (base, extra) = distanceBases[index]
        let symbol = reversed(UInt32(index), count: 5)
        return Code(bits: symbol | UInt32(distance - base) << 5, count: 5 + extra)
    }

    /// The low `count` bits of `value` in reverse order.
    static func reversed(_ value: UInt32, count: Int) -> UInt32 {
        var result: UInt32 = 0
        var rest = value
        for _ in 0..<count {
            result = result << 1 | rest & 1
            rest >>= 1
        }
        return result
    }
}
