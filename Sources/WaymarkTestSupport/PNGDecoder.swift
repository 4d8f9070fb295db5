import CZlib

/// A PNG reader for tests: the chunks are split, every `IDAT` joined and inflated with zlib, and
/// the rows un-filtered (all five filter types: None, Sub, Up, Average, Paeth), so a test reads the
/// pixels of a file whatever PNG writer made it. 8-bit greyscale, RGB and RGBA without interlace
/// only; a file of another kind, or a broken one, is a thrown ``PNGDecoder/Failure``.
package struct PNGDecoder {
    /// Why a file could not be read.
    package struct Failure: Error, CustomStringConvertible {
        /// What is wrong, e.g. `bad CRC in chunk IDAT`.
        package let description: String
    }

    /// The decoded picture: width and height in pixels, bytes per pixel, and the pixels row by row.
    package struct Image {
        /// Width in pixels.
        package let width: Int
        /// Height in pixels.
        package let height: Int
        /// Bytes per pixel: 1 (grey), 3 (RGB) or 4 (RGBA).
        package let channels: Int
        /// `width × height × channels` bytes.
        package let pixels: [UInt8]
        /// The names of the file's chunks in order, e.g. `["IHDR", "IDAT", "IEND"]`.
        package let chunks: [String]

        /// The first three channels of the pixel at column `x`, row `y` (grey repeated), or `nil` outside.
        package func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
            guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
            let at = (y * width + x) * channels
            if channels == 1 { return (pixels[at], pixels[at], pixels[at]) }
            return (pixels[at], pixels[at + 1], pixels[at + 2])
        }
    }

    /// Reads `bytes` as a PNG file.
    package static func decode(_ bytes: [UInt8]) throws -> Image {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw Failure(description: "not a PNG signature") }
        var at = 8
        var names: [String] = []
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func word(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        while at + 12 <= bytes.count {
            let length = word(at)
            guard at + 12 + length <= bytes.count else { throw Failure(description: "chunk runs past the end of the file") }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let data = Array(bytes[at + 8..<at + 8 + length])
            let stored = UInt(word(at + 8 + length))
            var crc = crc32(0, nil, 0)
            crc = Array(bytes[at + 4..<at + 8 + length]).withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
            guard crc == stored else { throw Failure(description: "bad CRC in chunk \(type)") }
            names.append(type)
            switch type {
            case "IHDR": header = data
            case "IDAT": compressed += data
            default: break
            }
            at += 12 + length
            if type == "IEND" { break }
        }
        guard header.count == 13, names.first == "IHDR", names.last == "IEND" else { throw Failure(description: "missing IHDR or IEND") }
        let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        let channels: Int
        switch header[9] {
        case 0: channels = 1
        case 2: channels = 3
        case 6: channels = 4
        default: throw Failure(description: "colour type \(header[9]) is not read by this decoder")
        }
        guard header[8] == 8, header[12] == 0, width > 0, height > 0 else {
            throw Failure(description: "only 8-bit, non-interlaced pictures are read by this decoder")
        }
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var rawLength = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &rawLength, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else {
            throw Failure(description: "IDAT does not inflate to \(raw.count) bytes (zlib status \(status), \(rawLength) bytes)")
        }
        var pixels = [UInt8](repeating: 0, count: height * rowBytes)
        for row in 0..<height {
            let filter = raw[row * (rowBytes + 1)]
            let source = row * (rowBytes + 1) + 1
            let target = row * rowBytes
            for index in 0..<rowBytes {
                let value = raw[source + index]
                let left = index >= channels ? Int(pixels[target + index - channels]) : 0
                let up = row > 0 ? Int(pixels[target - rowBytes + index]) : 0
                let upLeft = row > 0 && index >= channels ? Int(pixels[target - rowBytes + index - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4: predicted = paeth(left, up, upLeft)
                default: throw Failure(description: "row \(row) has filter type \(filter)")
                }
                pixels[target + index] = value &+ UInt8(truncatingIfNeeded: predicted)
            }
        }
        return Image(width: width, height: height, channels: channels, pixels: pixels, chunks: names)
    }

    /// The Paeth predictor of the PNG specification (section 9.4).
    package static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
