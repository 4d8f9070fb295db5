import WaymarkCore
import WaymarkModel

extension QueryResult {
    /// `{"count": n, "results": [...], "subject": "...", "unit": "nm"}` with sorted keys,
    /// pretty-printed (``WaymarkCore/SortedJSON``), one object per row (see
    /// ``cells(of:distanceDigits:includeCoordinates:)`` for the keys). Throws when a value cannot be
    /// encoded.
    package func jsonText() throws -> String {
        let document = JSONDocument(
            count: rows.count,
            results: rows.map { row in
                Dictionary(uniqueKeysWithValues: cells(of: row, distanceDigits: machineDistanceDigits)
                    .map { ($0.name, GeoJSONValue($0.value)) })
            },
            subject: subject.rawValue,
            unit: unit.rawValue)
        return try SortedJSON.text(document, layout: .pretty)
    }

    /// The JSON form's document.
    private struct JSONDocument: Encodable {
        var count: Int
        var results: [[String: GeoJSONValue]]
        var subject: String
        var unit: String
    }
}

extension GeoJSONValue {
    /// A query cell as a JSON value: decimals are rounded to their digits (non-finite ones become
    /// 0), then written as numbers; no value is `null`.
    init(_ value: QueryValue) {
        switch value {
        case .text(let s): self = .text(s)
        case .integer(let i): self = .integer(i)
        case .decimal(let d, let digits): self = .number(QueryValue.rounded(d, digits))
        case .boolean(let b): self = .flag(b)
        case .none: self = .null
        }
    }
}

extension QueryValue {
    /// `d` rounded half away from zero to `digits` decimals; `-0` is written `0`, non-finite values 0.
    static func rounded(_ d: Double, _ digits: Int) -> Double {
        guard d.isFinite else { return 0 }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let r = (d * scale).rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r
    }
}
