import Foundation

/// The one JSON encoding of everything Waymark writes: `JSONEncoder` with sorted keys and unescaped
/// slashes, so identical values always give identical bytes, and a final newline.
package enum SortedJSON {
    /// How the document is laid out.
    package enum Layout: Sendable {
        /// One line (feeds and map data: smallest).
        case compact
        /// Two-space indents, one member per line (files people read: `waymark query`, the geocode
        /// cache and report).
        case pretty
    }

    /// `value` as UTF-8 JSON with a final newline. Throws `EncodingError` when a value cannot be
    /// encoded (e.g. a non-finite `Double`); callers report it, never write a stand-in.
    package static func encode<Value: Encodable>(_ value: Value, layout: Layout = .compact) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = layout == .pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        var bytes = [UInt8](try encoder.encode(value))
        bytes.append(0x0A)
        return bytes
    }

    /// ``encode(_:layout:)`` as text.
    package static func text<Value: Encodable>(_ value: Value, layout: Layout = .compact) throws -> String {
        String(decoding: try encode(value, layout: layout), as: UTF8.self)
    }
}
