/// A property value of a GeoJSON Feature, a feed item or a row of `waymark query --format json`:
/// text, number, flag or null, encoded as the JSON value of the same kind.
package enum GeoJSONValue: Sendable, Hashable, Encodable {
    /// A JSON string.
    case text(String)
    /// A JSON number (non-finite values are encoded as `null`).
    case number(Double)
    /// A whole JSON number.
    case integer(Int)
    /// `true` or `false`.
    case flag(Bool)
    /// `null`: a value the record does not have (`waymark query` keeps the key).
    case null

    /// Encodes the bare value.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let value):
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .integer(let value): try container.encode(value)
        case .flag(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
