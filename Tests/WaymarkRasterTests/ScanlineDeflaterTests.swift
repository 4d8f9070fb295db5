import CZlib
import Testing
import WaymarkCore
@testable import WaymarkRaster

/// The picture-row compressor against zlib's own inflater: every stream inflates to the bytes it
/// was made from, whatever their repeats, and flat pictures shrink as a card needs.
@Suite struct ScanlineDeflaterTests {
    /// `stream` inflated by zlib, or `nil` when zlib rejects it or it does not hold exactly `count` bytes.
    static func inflated(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: count + 1)
        var length = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(length) == count else { return nil }
        return Array(output.prefix(count))
    }

    /// Rows of a flat picture with a noisy band and a few changes from row to row.
    static func picture(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var rows: [UInt8] = []
        for y in 0..<height {
            rows.append(0)
            for x in 0..<width {
                if (width / 3..<width / 3 + 7).contains(x) {
                    rows += [UInt8.random(in: 0...255, using: &generator), UInt8(truncatingIfNeeded: y), 9]
                } else if x > width / 2 {
                    rows += [0xD5, 0xE6, x < width / 2 + y ? 0xF1 : 0x20]
                } else {
                    rows += [0xFF, 0xFF, 0xFF]
                }
            }
        }
        return rows
    }

    @Test(arguments: [(1, 1), (2, 2), (5, 3), (64, 40), (1200, 630)])
    func picturesInflateToTheirRows(width: Int, height: Int) throws {
        let rows = Self.picture(width: width, height: height, seed: UInt64(width * 7 + height))
        let stream = ScanlineDeflater.zlibStream(rows, rowLength: width * 3 + 1, pixelLength: 3)
        #expect(Self.inflated(stream, count: rows.count) == rows)
        #expect(ScanlineDeflater.zlibStream(rows, rowLength: width * 3 + 1, pixelLength: 3) == stream, "the same rows give the same bytes")
    }

    /// Bytes that repeat nowhere, runs longer than one match can say, every byte value, tiny and
    /// odd row and pixel lengths, and rows longer than DEFLATE's window: all come back as they went in.
    @Test(arguments: [(1, 1), (1, 3), (2, 1), (7, 4), (3_601, 3), (40_000, 3), (50_000, 2)])
    func anyBytesInflateToThemselves(rowLength: Int, pixelLength: Int) throws {
        var generator = SeededGenerator(seed: UInt64(rowLength * 13 + pixelLength))
        var data: [UInt8] = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        data += [UInt8](repeating: 0, count: 70_000)
        data += (0..<3_000).map { UInt8(truncatingIfNeeded: $0 % 256) }
        data += Array(data[5_000..<45_000])
        let stream = ScanlineDeflater.zlibStream(data, rowLength: rowLength, pixelLength: pixelLength)
        #expect(Self.inflated(stream, count: data.count) == data)
    }

    @Test func nothingIsAValidEmptyStream() throws {
        let stream = ScanlineDeflater.zlibStream([], rowLength: 4, pixelLength: 3)
        #expect(Self.inflated(stream, count: 0) == [])
    }

    /// A flat picture is mostly matches of 258 bytes (about 3 bytes each): a card's 2.3 MB of rows
    /// of two colours take under 1.5 % of that, and rows that repeat the row above but never the
    /// pixel beside (matched only upwards) under 2 %. Bytes written as literals would take over 100 %.
    @Test func flatPicturesShrinkByTheirRepeats() throws {
        let width = 1200, height = 630
        var flat: [UInt8] = []
        var striped: [UInt8] = []
        for _ in 0..<height {
            flat.append(0)
            striped.append(0)
            for x in 0..<width {
                flat += x < 640 ? [0xFF, 0xFF, 0xFF] : [0xD5, 0xE6, 0xF1]
                striped += [UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: x * 7), UInt8(truncatingIfNeeded: x * 13)]
            }
        }
        let flatStream = ScanlineDeflater.zlibStream(flat, rowLength: width * 3 + 1, pixelLength: 3)
        let stripedStream = ScanlineDeflater.zlibStream(striped, rowLength: width * 3 + 1, pixelLength: 3)
        #expect(flatStream.count * 1_000 < flat.count * 15, "\(flatStream.count) bytes for two flat colours")
        #expect(stripedStream.count * 100 < striped.count * 2, "\(stripedStream.count) bytes for rows that repeat the one above")
        #expect(Self.inflated(stripedStream, count: striped.count) == striped)
    }
}
