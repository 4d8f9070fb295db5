import CZlib

/// Writes a ``RasterImage`` as a PNG file, the same bytes for the same pixels on every machine.
///
/// Only the three chunks a picture needs: `IHDR` (8-bit RGB, no interlace), one `IDAT`, `IEND`;
/// no time, gamma, text or colour-profile chunks, so nothing but the pixels decides the bytes.
/// Rows are stored unfiltered (filter type 0) and compressed by ``ScanlineDeflater``, which finds
/// the repeats of a flat picture directly: the pixel to the left and the row above.
package enum PNGEncoder {
    /// The PNG file of `image`.
    package static func encode(_ image: RasterImage) -> [UInt8] {
        let rowLength = image.width * 3 + 1
        let compressed = ScanlineDeflater.zlibStream(rows(image), rowLength: rowLength, pixelLength: 3)
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

    /// The image's rows as `IDAT` holds them before compression: each led by filter type 0 (None).
    static func rows(_ image: RasterImage) -> [UInt8] {
        let rowBytes = image.width * 3
        let total = image.height * (rowBytes + 1)
        return image.rgb.withUnsafeBufferPointer { pixels in
            [UInt8](unsafeUninitializedCapacity: total) { out, count in
                guard let source = pixels.baseAddress, let target = out.baseAddress else { count = 0; return }
                for row in 0..<image.height {
                    let start = target + row * (rowBytes + 1)
                    start.initialize(to: 0)
                    (start + 1).initialize(from: source + row * rowBytes, count: rowBytes)
                }
                count = total
            }
        }
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
