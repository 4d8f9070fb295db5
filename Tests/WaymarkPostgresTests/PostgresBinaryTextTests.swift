import NIOCore
import Testing
import WaymarkData
@testable import WaymarkPostgres

/// PostgreSQL's binary forms read into the text a file would hold, and PostGIS EWKB points; the
/// server tests check the same against real values, these check the edges byte by byte.
@Suite struct PostgresBinaryTextTests {
    /// `numeric` as (digit groups, weight, sign, scale).
    @Test(arguments: [
        ([4, 8566], 0, 0, 4, "4.8566"),
        ([12, 3456], 1, 0, 0, "123456"),
        ([], 0, 0, 2, "0.00"),
        ([5000], -1, 0x4000, 1, "-0.5"),
        ([1], 2, 0, 0, "100000000"),
        ([179, 9900], 0, 0, 2, "179.99"),
    ] as [([Int16], Int16, UInt16, Int16, String)])
    func numeric(groups: [Int16], weight: Int16, sign: UInt16, scale: Int16, text: String) {
        var buffer = ByteBuffer()
        buffer.writeInteger(Int16(groups.count))
        buffer.writeInteger(weight)
        buffer.writeInteger(sign)
        buffer.writeInteger(scale)
        for group in groups { buffer.writeInteger(group) }
        #expect(PostgresBinaryText.numeric(&buffer) == text)
    }

    @Test func datesAndTimestamps() {
        #expect(PostgresBinaryText.date(daysSince2000: 0) == "2000-01-01")
        #expect(PostgresBinaryText.date(daysSince2000: 9_648) == "2026-06-01")
        #expect(PostgresBinaryText.date(daysSince2000: -1) == "1999-12-31")
        #expect(PostgresBinaryText.date(daysSince2000: Int32.max) == "infinity")
        #expect(PostgresBinaryText.timestamp(microsecondsSince2000: 9_648 * 86_400_000_000 + 45_000_500_000, utc: false)
            == "2026-06-01 12:30:00.5")
        #expect(PostgresBinaryText.timestamp(microsecondsSince2000: -1, utc: true) == "1999-12-31 23:59:59.999999+00")
    }

    func ewkb(littleEndian: Bool = true, type: UInt32, srid: UInt32? = nil, _ values: [Double]) -> ByteBuffer {
        var buffer = ByteBuffer()
        let endianness: Endianness = littleEndian ? .little : .big
        buffer.writeInteger(UInt8(littleEndian ? 1 : 0))
        buffer.writeInteger(type | (srid == nil ? 0 : 0x2000_0000), endianness: endianness)
        if let srid { buffer.writeInteger(srid, endianness: endianness) }
        for value in values { buffer.writeInteger(value.bitPattern, endianness: endianness) }
        return buffer
    }

    @Test func ewkbPoints() {
        var point = ewkb(type: 1, srid: 4326, [179.99, -16.8])
        #expect(EWKBPoint.value(&point, column: "position") == .point(latitude: -16.8, longitude: 179.99))
        var bigEndian = ewkb(littleEndian: false, type: 1, [0, 90])
        #expect(EWKBPoint.value(&bigEndian, column: "position") == .point(latitude: 90, longitude: 0))
        var withZ = ewkb(type: 0x8000_0001, srid: 4326, [2.5, 48.5, 35])
        #expect(EWKBPoint.value(&withZ, column: "position") == .point(latitude: 48.5, longitude: 2.5))
        var isoZM = ewkb(type: 3001, [2.5, 48.5, 35, 7])
        #expect(EWKBPoint.value(&isoZM, column: "position") == .point(latitude: 48.5, longitude: 2.5))
        var empty = ewkb(type: 1, srid: 4326, [.nan, .nan])
        #expect(EWKBPoint.value(&empty, column: "position") == .null)
        var line = ewkb(type: 2, srid: 4326, [])
        #expect(EWKBPoint.value(&line, column: "route") == .unreadable(
            "column \"route\" holds a LINESTRING, not a point: expected a POINT, e.g. ST_PointOnSurface(route) in the query"))
        var truncated = ewkb(type: 1, srid: 4326, [1])
        #expect(EWKBPoint.value(&truncated, column: "p") == .unreadable(
            "column \"p\" is not a readable PostGIS value: expected a geometry or geography POINT"))
    }

    @Test func textArrays() {
        var buffer = ByteBuffer()
        buffer.writeInteger(Int32(1))  // dimensions
        buffer.writeInteger(Int32(1))  // has nulls
        buffer.writeInteger(UInt32(25))  // text
        buffer.writeInteger(Int32(3))  // count
        buffer.writeInteger(Int32(1))  // lower bound
        for item in ["reef", nil, "ice"] as [String?] {
            if let item {
                buffer.writeInteger(Int32(item.utf8.count))
                buffer.writeString(item)
            } else {
                buffer.writeInteger(Int32(-1))
            }
        }
        #expect(PostgresBinaryText.textArray(&buffer) == ["reef", nil, "ice"])
        #expect(PostgresBinaryText.uuid(Array(0..<16)) == "00010203-0405-0607-0809-0a0b0c0d0e0f")
    }
}
