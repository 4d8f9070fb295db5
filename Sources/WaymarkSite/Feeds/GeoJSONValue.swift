/// A property value of a GeoJSON Feature or a feed item: text, number or flag, encoded as the JSON
/// value of the same kind.
public enum GeoJSONValue: Sendable, Hashable, Encodable {
    /// A JSON string.
    case text(String)
    /// A JSON number (non-finite values are encoded as `null`).
    case number(Double)
    /// A whole JSON number.
    case integer(Int)
    /// `true` or `false`.
    case flag(Bool)

    /// Encodes the bare value.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let value):
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .integer(let value): try container.encode(value)
        case .flag(let value): try container.encode(value)
        }
    }
}
