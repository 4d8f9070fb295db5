import Foundation

extension QueryResult {
    /// `{"count": n, "results": [...], "subject": "...", "unit": "nm"}` with sorted keys, one
    /// object per row (see ``cells(of:distanceDigits:includeCoordinates:)`` for the keys).
    public func jsonText() -> String {
        let object = JSONValue.object([
            "subject": .string(subject.rawValue),
            "unit": .string(unit.rawValue),
            "count": .number(Double(rows.count)),
            "results": .array(rows.map { row in
                .object(Dictionary(uniqueKeysWithValues: cells(of: row, distanceDigits: machineDistanceDigits)
                    .map { ($0.name, JSONValue($0.value)) }))
            }),
        ])
        return JSONValue.encode(object) + "\n"
    }
}

/// A JSON document encoded by `JSONEncoder` with sorted keys (never by string templates).
enum JSONValue: Encodable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// A cell as JSON: decimals are rounded to their digits, then written as numbers.
    init(_ value: QueryValue) {
        switch value {
        case .text(let s): self = .string(s)
        case .integer(let i): self = .number(Double(i))
        case .decimal(let d, let digits): self = .number(JSONValue.rounded(d, digits))
        case .boolean(let b): self = .bool(b)
        case .none: self = .null
        }
    }

    static func rounded(_ d: Double, _ digits: Int) -> Double {
        guard d.isFinite else { return 0 }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let r = (d * scale).rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let s): try c.encode(s)
        case .number(let d):
            if d == d.rounded(), abs(d) < 9e15 { try c.encode(Int64(d)) } else { try c.encode(d) }
        case .bool(let b): try c.encode(b)
        case .null: try c.encodeNil()
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// Pretty-printed, sorted keys, slashes unescaped; `{}` only if encoding fails (it cannot for
    /// these values).
    static func encode(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
