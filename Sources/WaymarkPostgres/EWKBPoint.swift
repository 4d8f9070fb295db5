import NIOCore
import WaymarkData

/// A PostGIS `geometry` or `geography` value as PostgreSQL sends it in binary: (E)WKB, the
/// OGC well-known binary with PostGIS's SRID and Z/M flags (ISO WKB's 1001/2001/3001 point types
/// are read too). Only points are positions; their x is the longitude and y the latitude.
enum EWKBPoint {
    /// The PostGIS SRID of WGS 84 longitude/latitude, the only one read as degrees (0, no SRID, is
    /// taken to mean the same).
    static let wgs84 = 4326

    private static let sridFlag: UInt32 = 0x2000_0000
    private static let zFlag: UInt32 = 0x8000_0000
    private static let mFlag: UInt32 = 0x4000_0000

    /// The point as a ``SourceValue``: `.point` for a point in WGS 84, `.null` for an empty point,
    /// `.unreadable` with what to write in the query for another geometry type or SRID.
    static func value(_ buffer: inout ByteBuffer, column: String) -> SourceValue {
        guard let order = buffer.readInteger(as: UInt8.self), order <= 1 else { return malformed(column) }
        let endianness: Endianness = order == 1 ? .little : .big
        guard let rawType = buffer.readInteger(endianness: endianness, as: UInt32.self) else { return malformed(column) }
        var base = rawType & 0x0FFF_FFFF
        var dimensions = 2 + (rawType & zFlag != 0 ? 1 : 0) + (rawType & mFlag != 0 ? 1 : 0)
        if base > 1000 {  // ISO WKB: 1001 Z, 2001 M, 3001 ZM
            dimensions = 2 + (base / 1000 == 3 ? 2 : 1)
            base %= 1000
        }
        var srid = 0
        if rawType & sridFlag != 0 {
            guard let value = buffer.readInteger(endianness: endianness, as: UInt32.self) else { return malformed(column) }
            srid = Int(value)
        }
        guard base == 1 else {
            return .unreadable("column \"\(column)\" holds a \(typeName(base)), not a point: expected a POINT, e.g. ST_PointOnSurface(\(column)) in the query")
        }
        guard srid == 0 || srid == wgs84 else {
            return .unreadable("column \"\(column)\" is in SRID \(srid): expected WGS 84 (SRID 4326), e.g. ST_Transform(\(column), 4326) in the query")
        }
        var values: [Double] = []
        for _ in 0..<dimensions {
            guard let bits = buffer.readInteger(endianness: endianness, as: UInt64.self) else { return malformed(column) }
            values.append(Double(bitPattern: bits))
        }
        if values[0].isNaN && values[1].isNaN { return .null }  // POINT EMPTY
        return .point(latitude: values[1], longitude: values[0])
    }

    private static func malformed(_ column: String) -> SourceValue {
        .unreadable("column \"\(column)\" is not a readable PostGIS value: expected a geometry or geography POINT")
    }

    /// The OGC name of WKB geometry type `code`.
    private static func typeName(_ code: UInt32) -> String {
        let names = [2: "LINESTRING", 3: "POLYGON", 4: "MULTIPOINT", 5: "MULTILINESTRING", 6: "MULTIPOLYGON", 7: "GEOMETRYCOLLECTION"]
        return names[Int(code)] ?? "geometry of WKB type \(code)"
    }
}
