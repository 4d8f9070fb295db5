import Foundation
import Testing
import WaymarkCore
@testable import WaymarkRaster
import WaymarkTestSupport

/// The PNG writer against the test decoder: pixels in, the same pixels out, three chunks only.
@Suite struct PNGEncoderTests {
    /// A picture of flat areas and noise, as a card has both.
    static func sample(width: Int, height: Int, seed: UInt64) -> RasterImage? {
        var generator = SeededGenerator(seed: seed)
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                if x < width / 2 {
                    rgb += [0xD5, 0xE6, UInt8(truncatingIfNeeded: y / 4)]
                } else {
                    rgb += [UInt8.random(in: 0...255, using: &generator), UInt8(truncatingIfNeeded: x), 0x40]
                }
            }
        }
        return RasterImage(width: width, height: height, rgb: rgb)
    }

    @Test(arguments: [(1, 1), (2, 3), (37, 5), (1200, 630)])
    func roundTripGivesThePixelsBack(width: Int, height: Int) throws {
        let image = try #require(Self.sample(width: width, height: height, seed: UInt64(width * 31 + height)))
        let png = PNGEncoder.encode(image)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == width && decoded.height == height && decoded.channels == 3)
        #expect(decoded.chunks == ["IHDR", "IDAT", "IEND"], "no time, gamma or text chunks")
        #expect(decoded.pixels == image.rgb)
        #expect(PNGEncoder.encode(image) == png, "the same pixels give the same bytes")
    }

    /// The decoder reads every filter type, so it checks PNG files whatever wrote them: rows
    /// filtered here with None, Sub, Up, Average and Paeth in turn decode to the original pixels.
    @Test func decoderReadsAllFiveFilterTypes() throws {
        let width = 9, height = 10
        let image = try #require(Self.sample(width: width, height: height, seed: 7))
        let rowBytes = width * 3
        var filtered: [UInt8] = []
        for row in 0..<height {
            let type = UInt8(row % 5)
            filtered.append(type)
            for index in 0..<rowBytes {
                let value = Int(image.rgb[row * rowBytes + index])
                let left = index >= 3 ? Int(image.rgb[row * rowBytes + index - 3]) : 0
                let up = row > 0 ? Int(image.rgb[(row - 1) * rowBytes + index]) : 0
                let upLeft = row > 0 && index >= 3 ? Int(image.rgb[(row - 1) * rowBytes + index - 3]) : 0
                let predicted = switch type {
                case 0: 0
                case 1: left
                case 2: up
                case 3: (left + up) / 2
                default: PNGDecoder.paeth(left, up, upLeft)
                }
                filtered.append(UInt8(truncatingIfNeeded: value - predicted))
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        PNGEncoder.appendBigEndian(UInt32(width), to: &header)
        PNGEncoder.appendBigEndian(UInt32(height), to: &header)
        header += [8, 2, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", header, to: &file)
        PNGEncoder.appendChunk("IDAT", ScanlineDeflater.zlibStream(filtered, rowLength: rowBytes + 1, pixelLength: 3), to: &file)
        PNGEncoder.appendChunk("IEND", [], to: &file)
        #expect(try PNGDecoder.decode(file).pixels == image.rgb)
    }

    @Test func aBrokenFileIsAnErrorNotACrash() throws {
        let image = try #require(Self.sample(width: 4, height: 4, seed: 1))
        var png = PNGEncoder.encode(image)
        png[png.count - 20] ^= 0xFF
        #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(png) }
    }
}
