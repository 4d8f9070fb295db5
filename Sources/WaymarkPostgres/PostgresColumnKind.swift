import PostgresNIO
import WaymarkData

/// How the values of one result column are turned into ``SourceValue``s: PostgresNIO receives every
/// column in PostgreSQL's binary format, and each type here is read into the text a data file would
/// hold (numbers as their shortest exact decimal, dates as `YYYY-MM-DD`), so the record decoders
/// type them by the same rules as CSV cells.
enum PostgresColumnKind: Sendable, Hashable {
    case text, bool, int2, int4, int8, float4, float8, numeric, date, timestamp, timestamptz, uuid
    /// A one-dimensional array of text (`text[]`, `varchar[]`): `tags`.
    case textArray
    /// PostGIS `geometry` or `geography` (EWKB).
    case point
    /// A type this reader does not know; its values are read as absent after one error.
    case unsupported(UInt32)

    /// The kind of a column of type `oid`; `pointTypes` are the OIDs of PostGIS's `geometry` and
    /// `geography` in this database (extension types have no fixed OID).
    init(oid: UInt32, pointTypes: Set<UInt32>) {
        if pointTypes.contains(oid) {
            self = .point
            return
        }
        switch PostgresDataType(oid) {
        case .text, .varchar, .bpchar, .name, .char, .unknown: self = .text
        case .bool: self = .bool
        case .int2: self = .int2
        case .int4: self = .int4
        case .int8: self = .int8
        case .float4: self = .float4
        case .float8: self = .float8
        case .numeric: self = .numeric
        case .date: self = .date
        case .timestamp: self = .timestamp
        case .timestamptz: self = .timestamptz
        case .uuid: self = .uuid
        case .textArray, .varcharArray, .bpcharArray, .nameArray: self = .textArray
        default: self = .unsupported(oid)
        }
    }

    /// The value of one cell; `column` names it in messages.
    func value(_ bytes: ByteBuffer?, column: String) -> SourceValue {
        guard var buffer = bytes else { return .null }
        switch self {
        case .text:
            return .text(buffer.readString(length: buffer.readableBytes) ?? "")
        case .bool:
            return buffer.readInteger(as: UInt8.self).map { .text($0 == 0 ? "false" : "true") } ?? .null
        case .int2:
            return buffer.readInteger(as: Int16.self).map { .text(String($0)) } ?? .null
        case .int4:
            return buffer.readInteger(as: Int32.self).map { .text(String($0)) } ?? .null
        case .int8:
            return buffer.readInteger(as: Int64.self).map { .text(String($0)) } ?? .null
        case .float4:
            return buffer.readInteger(as: UInt32.self).map { .text(String(Float(bitPattern: $0))) } ?? .null
        case .float8:
            return buffer.readInteger(as: UInt64.self).map { .text(String(Double(bitPattern: $0))) } ?? .null
        case .numeric:
            return PostgresBinaryText.numeric(&buffer).map(SourceValue.text) ?? .null
        case .date:
            return buffer.readInteger(as: Int32.self).map { .text(PostgresBinaryText.date(daysSince2000: $0)) } ?? .null
        case .timestamp, .timestamptz:
            return buffer.readInteger(as: Int64.self).map {
                .text(PostgresBinaryText.timestamp(microsecondsSince2000: $0, utc: self == .timestamptz))
            } ?? .null
        case .uuid:
            guard let bytes = buffer.readBytes(length: 16) else { return .null }
            return .text(PostgresBinaryText.uuid(bytes))
        case .textArray:
            return PostgresBinaryText.textArray(&buffer).map(SourceValue.list) ?? .null
        case .point:
            return EWKBPoint.value(&buffer, column: column)
        case .unsupported:
            return .null
        }
    }
}
