import WaymarkGeo

/// Writes a ``GeoJSONFeatureCollection`` as compact JSON straight into bytes: the same bytes as
/// ``WaymarkCore/SortedJSON`` (Foundation's `JSONEncoder` with sorted keys and unescaped slashes)
/// gives, without the `Encodable` machinery, which costs a tenth of a world-scale build's CPU
/// (one `map.geojson` beside every record page; docs/scale.md, "Memory").
///
/// The rules it reproduces, each pinned by `GeoJSONWriterTests` against `JSONEncoder`: object keys
/// in the byte order of their UTF-8; numbers as Swift's shortest round-trip `description` without a
/// trailing `.0` (`100`, `1e-06`, `-0`); integers in decimal; strings with `"` and `\` escaped,
/// `\b \t \n \f \r` for those controls and `\u00xx` (lower-case hex) for the other controls below
/// U+0020, everything else as UTF-8. A non-finite coordinate makes ``write(_:)`` return nil, and
/// the caller falls back to `JSONEncoder`, which reports it.
package struct GeoJSONWriter {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    /// An empty writer (WaymarkPages' JSON Feed writes its items' `_geo` features with it).
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The collection's compact JSON with a final newline, or nil when a coordinate is not finite.
    static func write(_ collection: GeoJSONFeatureCollection) -> [UInt8]? {
        var writer = GeoJSONWriter(capacity: 256 + 192 * collection.features.count)
        guard writer.append(collection) else { return nil }
        writer.bytes.append(0x0A)
        return writer.bytes
    }

    /// Appends literal JSON (never data).
    package mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ collection: GeoJSONFeatureCollection) -> Bool {
        literal("{\"features\":[")
        for (index, feature) in collection.features.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            guard append(feature) else { return false }
        }
        literal("],\"type\":\"FeatureCollection\"}")
        return true
    }

    /// Appends one feature; false (with part of it written) when a coordinate is not finite.
    package mutating func append(_ feature: GeoJSONFeature) -> Bool {
        literal("{\"geometry\":")
        if let geometry = feature.geometry {
            guard append(geometry) else { return false }
        } else {
            literal("null")
        }
        if let id = feature.id {
            literal(",\"id\":")
            append(string: id)
        }
        literal(",\"properties\":{")
        let keys = feature.properties.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (index, key) in keys.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            append(string: key)
            bytes.append(0x3A)
            append(feature.properties[key] ?? .null)
        }
        literal("},\"type\":\"Feature\"}")
        return true
    }

    private mutating func append(_ value: GeoJSONValue) {
        switch value {
        case .text(let text): append(string: text)
        case .number(let number):
            if number.isFinite { append(number: number) } else { literal("null") }
        case .integer(let integer): bytes.append(contentsOf: String(integer).utf8)
        case .flag(let flag): flag ? literal("true") : literal("false")
        case .null: literal("null")
        }
    }

    private mutating func append(_ geometry: GeoJSONGeometry) -> Bool {
        literal("{\"coordinates\":")
        let type: StaticString
        switch geometry {
        case .point(let c):
            guard append(position: c) else { return false }
            type = "Point"
        case .lineString(let line):
            guard append(positions: line) else { return false }
            type = "LineString"
        case .multiLineString(let lines):
            guard append(lines: lines) else { return false }
            type = "MultiLineString"
        case .polygon(let rings):
            guard append(lines: rings) else { return false }
            type = "Polygon"
        case .multiPolygon(let polygons):
            bytes.append(0x5B)
            for (index, polygon) in polygons.enumerated() {
                if index > 0 { bytes.append(0x2C) }
                guard append(lines: polygon) else { return false }
            }
            bytes.append(0x5D)
            type = "MultiPolygon"
        }
        literal(",\"type\":\"")
        literal(type)
        literal("\"}")
        return true
    }

    private mutating func append(lines: [[Coordinate]]) -> Bool {
        bytes.append(0x5B)
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            guard append(positions: line) else { return false }
        }
        bytes.append(0x5D)
        return true
    }

    private mutating func append(positions: [Coordinate]) -> Bool {
        bytes.append(0x5B)
        for (index, c) in positions.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            guard append(position: c) else { return false }
        }
        bytes.append(0x5D)
        return true
    }

    /// Appends one byte of JSON punctuation.
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// `[longitude,latitude]`, rounded as ``GeoJSONGeometry/position(_:)`` rounds them.
    private mutating func append(position c: Coordinate) -> Bool {
        let longitude = GeoJSONGeometry.rounded(c.longitude), latitude = GeoJSONGeometry.rounded(c.latitude)
        guard longitude.isFinite, latitude.isFinite else { return false }
        bytes.append(0x5B)
        append(number: longitude)
        bytes.append(0x2C)
        append(number: latitude)
        bytes.append(0x5D)
        return true
    }

    /// A finite number as `JSONEncoder` writes it: its `description` without a final `.0`.
    private mutating func append(number: Double) {
        let text = number.description.utf8
        if text.count >= 2, text.last == 0x30, text[text.index(text.endIndex, offsetBy: -2)] == 0x2E {
            bytes.append(contentsOf: text.dropLast(2))
        } else {
            bytes.append(contentsOf: text)
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends a JSON string.
    package mutating func append(string: String) {
        bytes.append(0x22)
        for byte in string.utf8 {
            switch byte {
            case 0x22: literal("\\\"")
            case 0x5C: literal("\\\\")
            case 0x08: literal("\\b")
            case 0x09: literal("\\t")
            case 0x0A: literal("\\n")
            case 0x0C: literal("\\f")
            case 0x0D: literal("\\r")
            case 0x00..<0x20:
                literal("\\u00")
                bytes.append(GeoJSONWriter.hexDigits[Int(byte >> 4)])
                bytes.append(GeoJSONWriter.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
