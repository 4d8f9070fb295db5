/// A zlib stream (RFC 1950 around RFC 1951's DEFLATE) of picture rows, made for pictures of flat
/// colour such as share cards: fast, deterministic, decoded by any inflater.
///
/// Where a general compressor searches the whole 32 KiB window for repeats, this one looks in the two
/// places a picture repeats itself: the pixel to the left (`pixelLength` bytes back) and the same
/// place in the row above (`rowLength` bytes back). At each byte it takes the longer of the two
/// matches when it is at least 3 bytes, else writes the byte as a literal, all in one block with
/// DEFLATE's fixed Huffman codes. Flat areas shrink to about three bytes per 258 and the comparisons
/// run eight bytes at a time: on a share card's 2.3 MB of rows this takes a fraction of the time
/// zlib or libdeflate take at any level (they search every match candidate), for a file about a
/// fifth larger than zlib's.
package enum ScanlineDeflater {
    /// `data` as one zlib stream: header, one final fixed-Huffman block, Adler-32 of `data`.
    ///
    /// - Parameters:
    ///   - rowLength: bytes from one row's start to the next's (a PNG row with its filter byte);
    ///     rows longer than DEFLATE's 32 KiB window are not matched against the row above.
    ///   - pixelLength: bytes of one pixel (3 for RGB); 1 or more.
    package static func zlibStream(_ data: [UInt8], rowLength: Int, pixelLength: Int) -> [UInt8] {
        let window = FixedHuffmanCode.window
        let left = min(max(1, pixelLength), window)
        let up = (1...window).contains(rowLength) ? rowLength : nil
        // A fixed-Huffman literal is 8 or 9 bits: the worst case is 9 bits a byte.
        var writer = DeflateBitWriter(prefix: [0x78, 0x01], capacity: data.count / 8 * 9 + 64)
        writer.write(1, count: 1)  // BFINAL: the only block
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        let literals = FixedHuffmanCode.literalLength
        let lengths = FixedHuffmanCode.lengths
        let leftDistance = FixedHuffmanCode.distance(left)
        let upDistance = FixedHuffmanCode.distance(up ?? 1)
        let shortest = FixedHuffmanCode.matchLengths.lowerBound, longest = FixedHuffmanCode.matchLengths.upperBound
        data.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var at = 0
            while at < count {
                let limit = min(longest, count - at)
                let above = up.map { at >= $0 ? matchLength(base, at: at, distance: $0, limit: limit) : 0 } ?? 0
                let beside = above < limit && at >= left ? matchLength(base, at: at, distance: left, limit: limit) : 0
                let length = max(above, beside)
                if length >= shortest {
                    let code = lengths[length]
                    let symbol = literals[code.symbol]
                    writer.write(symbol.bits, count: symbol.count)
                    if code.extraCount > 0 { writer.write(code.extra, count: code.extraCount) }
                    let distance = above >= beside ? upDistance : leftDistance
                    writer.write(distance.bits, count: distance.count)
                    at += length
                } else {
                    let symbol = literals[Int(base[at])]
                    writer.write(symbol.bits, count: symbol.count)
                    at += 1
                }
            }
        }
        let end = literals[FixedHuffmanCode.endOfBlock]
        writer.write(end.bits, count: end.count)
        writer.alignToByte()
        // The checksum, most significant byte first, written on whole bytes into the same buffer.
        let checksum = data.withUnsafeBytes(Adler32.checksum)
        for shift in stride(from: 24, through: 0, by: -8) { writer.write(checksum >> UInt32(shift) & 0xFF, count: 8) }
        return writer.bytes
    }

    /// How many bytes from `at` (at most `limit`) equal those `distance` bytes earlier, compared
    /// eight at a time.
    @inline(__always)
    private static func matchLength(_ base: UnsafePointer<UInt8>, at: Int, distance: Int, limit: Int) -> Int {
        let here = UnsafeRawPointer(base + at), there = UnsafeRawPointer(base + at - distance)
        var length = 0
        while length + 8 <= limit {
            let a = UInt64(littleEndian: here.loadUnaligned(fromByteOffset: length, as: UInt64.self))
            let b = UInt64(littleEndian: there.loadUnaligned(fromByteOffset: length, as: UInt64.self))
            if a != b { return length + (a ^ b).trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, here.load(fromByteOffset: length, as: UInt8.self) == there.load(fromByteOffset: length, as: UInt8.self) {
            length += 1
        }
        return length
    }
}
