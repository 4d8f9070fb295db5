/// Reads the `.wmb` basemap format written by `scripts/build_basemap.py`.
///
/// The format holds integer-quantised (1e-4 degree) longitude/latitude rings with a bounding box per
/// ring; see the script's docstring for the byte layout. Decoding never traps: a truncated or
/// malformed blob yields a ``BasemapDecodingError`` naming the byte offset.
struct BasemapDecoder {
    /// One decoded ring, still in quantised degrees.
    struct Ring: Sendable {
        var isHole: Bool
        /// West, south, east, north in 1e-4 degrees.
        var bbox: (Int, Int, Int, Int)
        /// Interleaved longitude, latitude pairs in 1e-4 degrees; the ring is implicitly closed.
        var points: [Int32]
    }

    /// One decoded country.
    struct Feature: Sendable {
        var code: String
        var rings: [Ring]
    }

    /// Quantisation step: coordinates are stored as `degrees × scale`.
    static let scale = 10_000.0

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Decodes every feature, in file order.
    mutating func decode() throws(BasemapDecodingError) -> [Feature] {
        guard bytes.count >= 4, bytes[0] == 0x57, bytes[1] == 0x4D, bytes[2] == 0x42, bytes[3] == 0x31 else {
            throw BasemapDecodingError(offset: 0, reason: "expected the magic bytes \"WMB1\"")
        }
        offset = 4
        let featureCount = try varint()
        var features: [Feature] = []
        features.reserveCapacity(featureCount)
        for _ in 0..<featureCount {
            let length = try varint()
            guard offset + length <= bytes.count else {
                throw BasemapDecodingError(offset: offset, reason: "country code runs past the end")
            }
            let code = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
            offset += length
            let ringCount = try varint()
            var rings: [Ring] = []
            rings.reserveCapacity(ringCount)
            for _ in 0..<ringCount {
                let kind = try varint()
                let count = try varint()
                let bbox = (try zigzag(), try zigzag(), try zigzag(), try zigzag())
                var points: [Int32] = []
                points.reserveCapacity(count * 2)
                var lon = 0
                var lat = 0
                for _ in 0..<count {
                    lon += try zigzag()
                    lat += try zigzag()
                    points.append(Int32(truncatingIfNeeded: lon))
                    points.append(Int32(truncatingIfNeeded: lat))
                }
                rings.append(Ring(isHole: kind == 1, bbox: bbox, points: points))
            }
            features.append(Feature(code: code, rings: rings))
        }
        return features
    }

    private mutating func varint() throws(BasemapDecodingError) -> Int {
        var result = 0
        var shift = 0
        while true {
            guard offset < bytes.count else {
                throw BasemapDecodingError(offset: offset, reason: "unexpected end of data")
            }
            guard shift < 63 else {
                throw BasemapDecodingError(offset: offset, reason: "varint longer than 9 bytes")
            }
            let byte = bytes[offset]
            offset += 1
            result |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
        }
    }

    private mutating func zigzag() throws(BasemapDecodingError) -> Int {
        let raw = try varint()
        return (raw >> 1) ^ -(raw & 1)
    }
}
