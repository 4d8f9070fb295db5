import CZlib

/// Writes a ``RasterImage`` as a PNG file, the same bytes for the same pixels on every machine.
///
/// Only the three chunks a picture needs: `IHDR` (8-bit RGB, no interlace), one `IDAT`, `IEND`;
/// no time, gamma, text or colour-profile chunks, so nothing but the pixels decides the bytes.
/// Every row is filtered with `Sub` (each byte minus the one three bytes to its left), which turns
/// the flat colour of a share card into runs of zeros, then deflated by zlib at a low level: fast
/// (a few milliseconds for 1200 × 630 in a release build) and small.
package enum PNGEncoder {
    /// The zlib level used unless told otherwise: 3 of 9, little smaller output above it for flat pictures.
    package static let defaultLevel: Int32 = 3

    /// The PNG file of `image`.
    ///
    /// - Parameter level: zlib's compression level, 1 (fastest) to 9 (smallest).
    /// - Throws: ``RasterError`` when zlib fails (it does not for valid input and memory).
    package static func encode(_ image: RasterImage, level: Int32 = defaultLevel) throws -> [UInt8] {
        let filtered = subFiltered(image)
        let compressed = try deflated(filtered, level: max(1, min(9, level)))
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header += [8, 2, 0, 0, 0]  // 8 bits, truecolour (RGB), deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The image's rows, each led by filter type 1 (`Sub`) and holding the differences from the
    /// pixel to its left (the first pixel as it is).
    static func subFiltered(_ image: RasterImage) -> [UInt8] {
        let rowBytes = image.width * 3
        let total = image.height * (rowBytes + 1)
        return image.rgb.withUnsafeBufferPointer { pixels in
            [UInt8](unsafeUninitializedCapacity: total) { out, count in
                for row in 0..<image.height {
                    let source = row * rowBytes
                    let target = row * (rowBytes + 1)
                    out[target] = 1
                    for index in 0..<min(3, rowBytes) { out[target + 1 + index] = pixels[source + index] }
                    var index = 3
                    while index < rowBytes {
                        out[target + 1 + index] = pixels[source + index] &- pixels[source + index - 3]
                        index += 1
                    }
                }
                count = total
            }
        }
    }

    /// `bytes` as one zlib stream (RFC 1950), as PNG's `IDAT` holds it.
    package static func deflated(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &capacity, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { throw RasterError("zlib could not compress the picture (status \(status))") }
        output.removeSubrange(Int(capacity)...)
        return output
    }

    /// Appends a chunk: its length, its four-letter type, `data` and the CRC-32 of type and data.
    package static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &file)
        let typeBytes = Array(type.utf8)
        file += typeBytes
        file += data
        var crc = crc32(0, nil, 0)
        crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        // zlib's crc32 answers 0 for a null buffer (an empty array's), so an empty chunk adds nothing.
        if !data.isEmpty { crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) } }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &file)
    }

    /// Appends `value` most significant byte first.
    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
