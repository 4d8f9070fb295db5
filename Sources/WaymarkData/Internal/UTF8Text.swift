import WaymarkModel

/// Decodes file bytes as UTF-8 text, or says where they stop being UTF-8.
package enum UTF8Text {
    /// Where the first byte that is not UTF-8 is.
    package struct Problem: Error, Sendable, Hashable {
        /// 0-based byte offset of the first invalid byte.
        package var offset: Int
        /// The invalid byte.
        package var byte: UInt8
        /// 1-based line of the offset.
        package var line: Int
        /// 1-based column (in characters of the valid text before it on its line).
        package var column: Int

        /// The diagnostic for the file shown as `path`.
        package func diagnostic(path: String) -> Diagnostic {
            let hex = String(byte, radix: 16, uppercase: true)
            return .error("file is not UTF-8 text: byte 0x\(hex.count == 1 ? "0" + hex : hex) at byte offset \(offset) is not valid UTF-8: expected a UTF-8 text file",
                          at: SourceLocation(path: path, line: line, column: column))
        }
    }

    /// The text of `bytes` (a leading byte-order mark kept as is), or where it is not UTF-8.
    package static func decode(_ bytes: [UInt8]) -> Result<String, Problem> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0x0A {
                    line += 1
                    lineStart = offset + 1
                }
                offset += encoded.count
            case .error:
                let valid = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
                return .failure(Problem(offset: offset, byte: bytes[offset], line: line, column: valid.count + 1))
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}
