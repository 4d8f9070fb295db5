import CZlib

/// Gzip (RFC 1952) through zlib, for the compressed files of Pagefind's index. Compressing writes
/// the same bytes for the same input every time: no file name, modification time 0.
package enum Gzip {
    /// Why bytes could not be decompressed, in zlib's words.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// `bytes` compressed at zlib's default level, in the gzip format.
    package static func compress(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        // windowBits 15 + 16: a gzip header and trailer instead of zlib's.
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(description: "zlib could not compress (status \(status))") }
        output.removeLast(Int(stream.avail_out))
        return output
    }

    /// The bytes `gzip` holds (one gzip member); a ``Failure`` when it is not gzip or is cut short.
    package static func decompress(_ gzip: [UInt8]) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start decompressing")
        }
        defer { inflateEnd(&stream) }
        var input = gzip
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(4096, gzip.count * 4))
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while status == Z_OK {
                status = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output.append(contentsOf: chunk[..<(chunk.count - Int(stream.avail_out))])
                if status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0 { status = Z_BUF_ERROR }
            }
        }
        guard status == Z_STREAM_END else {
            let message = stream.msg.map { String(cString: $0) } ?? (status == Z_BUF_ERROR ? "the data ends early" : "status \(status)")
            throw Failure(description: "not gzip data: \(message)")
        }
        return output
    }
}
