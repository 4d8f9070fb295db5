/// A value in CBOR (RFC 8949), the binary form of Pagefind's index files, limited to what those
/// files hold: integers, byte and text strings, arrays and maps, each of definite length. Decoding
/// reads exactly one value and nothing after it; encoding writes every head in its shortest form,
/// as Pagefind does, so a file decoded and encoded again is byte for byte the same.
package enum CBORValue: Sendable, Hashable {
    /// An integer ≥ 0 (major type 0).
    case unsigned(UInt64)
    /// The integer −1 − n (major type 1).
    case negative(UInt64)
    /// A byte string (major type 2).
    case bytes([UInt8])
    /// A UTF-8 text string (major type 3).
    case text(String)
    /// An array (major type 4).
    case array([CBORValue])
    /// A map (major type 5), its pairs in the order written.
    case map([Pair])

    /// One key and value of a map.
    package struct Pair: Sendable, Hashable {
        package var key: CBORValue
        package var value: CBORValue

        package init(key: CBORValue, value: CBORValue) {
            self.key = key
            self.value = value
        }
    }

    /// Why bytes are not one CBOR value of the kinds above, with the offset where reading stopped.
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        package var offset: Int
        package var reason: String
        package var description: String { "byte \(offset): \(reason)" }
    }

    /// The one value `bytes` encode; ``Malformed`` when they are not exactly one value.
    package init(decoding bytes: some Collection<UInt8>) throws(Malformed) {
        var reader = Reader(bytes: Array(bytes))
        self = try reader.value(depth: 0)
        guard reader.offset == reader.bytes.count else {
            throw Malformed(offset: reader.offset, reason: "\(reader.bytes.count - reader.offset) bytes after the value")
        }
    }

    /// The value's bytes, every head in its shortest form.
    package var encoded: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }

    /// The text of a `.text` value, else `nil`.
    package var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The elements of an `.array` value, else `nil`.
    package var array: [CBORValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    private func append(to out: inout [UInt8]) {
        switch self {
        case .unsigned(let n): Self.head(0, n, &out)
        case .negative(let n): Self.head(1, n, &out)
        case .bytes(let bytes):
            Self.head(2, UInt64(bytes.count), &out)
            out.append(contentsOf: bytes)
        case .text(let text):
            Self.head(3, UInt64(text.utf8.count), &out)
            out.append(contentsOf: text.utf8)
        case .array(let elements):
            Self.head(4, UInt64(elements.count), &out)
            for element in elements { element.append(to: &out) }
        case .map(let pairs):
            Self.head(5, UInt64(pairs.count), &out)
            for pair in pairs {
                pair.key.append(to: &out)
                pair.value.append(to: &out)
            }
        }
    }

    /// The head of major type `major` with argument `n`, in the fewest bytes that hold `n`.
    private static func head(_ major: UInt8, _ n: UInt64, _ out: inout [UInt8]) {
        let type = major << 5
        switch n {
        case 0..<24: out.append(type | UInt8(n))
        case 24...0xff: out += [type | 24, UInt8(n)]
        case 0x100...0xffff: out += [type | 25, UInt8(n >> 8), UInt8(n & 0xff)]
        case 0x1_0000...0xffff_ffff: out.append(type | 26); out += (0..<4).reversed().map { UInt8((n >> ($0 * 8)) & 0xff) }
        default: out.append(type | 27); out += (0..<8).reversed().map { UInt8((n >> ($0 * 8)) & 0xff) }
        }
    }

    /// Reads values from the front of a byte array.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        /// Nesting deeper than this is refused rather than followed.
        static let maximumDepth = 64

        mutating func value(depth: Int) throws(Malformed) -> CBORValue {
            guard depth <= Self.maximumDepth else { throw Malformed(offset: offset, reason: "nested more than \(Self.maximumDepth) deep") }
            let start = offset
            let initial = try byte()
            let major = initial >> 5
            let n = try argument(initial & 0x1f, at: start)
            switch major {
            case 0: return .unsigned(n)
            case 1: return .negative(n)
            case 2: return .bytes(try take(n))
            case 3:
                let utf8 = try take(n)
                guard let text = String(validating: utf8, as: UTF8.self) else { throw Malformed(offset: start, reason: "a text string that is not UTF-8") }
                return .text(text)
            case 4:
                try fits(n, at: start)
                var elements: [CBORValue] = []
                elements.reserveCapacity(Int(n))
                for _ in 0..<n { elements.append(try value(depth: depth + 1)) }
                return .array(elements)
            case 5:
                try fits(n, at: start)
                var pairs: [Pair] = []
                for _ in 0..<n { pairs.append(Pair(key: try value(depth: depth + 1), value: try value(depth: depth + 1))) }
                return .map(pairs)
            default:
                throw Malformed(offset: start, reason: "major type \(major) (tags, floats and simple values are not read)")
            }
        }

        private mutating func byte() throws(Malformed) -> UInt8 {
            guard offset < bytes.count else { throw Malformed(offset: offset, reason: "the bytes end inside a value") }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// The argument of a head whose additional information is `info`.
        private mutating func argument(_ info: UInt8, at start: Int) throws(Malformed) -> UInt64 {
            switch info {
            case 0..<24: return UInt64(info)
            case 24...27:
                var n: UInt64 = 0
                for _ in 0..<(1 << (info - 24)) { n = n << 8 | UInt64(try byte()) }
                return n
            default: throw Malformed(offset: start, reason: "additional information \(info) (indefinite lengths are not read)")
            }
        }

        /// The next `n` bytes.
        private mutating func take(_ n: UInt64) throws(Malformed) -> [UInt8] {
            guard n <= UInt64(bytes.count - offset) else { throw Malformed(offset: offset, reason: "a string of \(n) bytes where \(bytes.count - offset) remain") }
            defer { offset += Int(n) }
            return Array(bytes[offset..<(offset + Int(n))])
        }

        /// Refuses a count of `n` items that the remaining bytes cannot hold (each takes a byte at least).
        private func fits(_ n: UInt64, at start: Int) throws(Malformed) {
            guard n <= UInt64(bytes.count - offset) else { throw Malformed(offset: start, reason: "\(n) items where \(bytes.count - offset) bytes remain") }
        }
    }
}
