import CQrencode

/// A QR code symbol as its square matrix of modules, encoded by libqrencode (Debian
/// `libqrencode-dev`, the `CQrencode` target) from bytes in 8-bit mode, so the text keeps its case
/// and every byte (a URL's lower-case path is not folded into alphanumeric mode's upper case).
///
/// The smallest version (1–40) that holds the bytes at the chosen error-correction level is used;
/// the same bytes and level always give the same matrix. The quiet zone is not part of the matrix:
/// whoever draws it adds it (``QRCodeSVG``).
package struct QRCode: Sendable, Equatable {
    /// How much of the symbol may be lost (dirt, a fold, a staple) and still be read.
    package enum Correction: Sendable {
        /// About 15 % of the codewords can be restored.
        case medium
        /// About 25 % of the codewords can be restored.
        case quartile

        var level: QRecLevel {
            switch self {
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            }
        }
    }

    /// The symbol's version, 1 to 40.
    package let version: Int
    /// Modules per side: 17 + 4 × version.
    package let size: Int
    /// `size × size` modules, row by row from the top left; `true` is dark.
    package let modules: [Bool]

    /// Encodes `bytes` in 8-bit mode at `correction`; `nil` when they are empty or do not fit in
    /// version 40 at that level.
    package init?(bytes: [UInt8], correction: Correction = .medium) {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { return nil }
        let encoded = bytes.withUnsafeBufferPointer { buffer -> UnsafeMutablePointer<QRcode>? in
            guard let base = buffer.baseAddress else { return nil }
            return QRcode_encodeData(Int32(buffer.count), base, 0, correction.level)
        }
        guard let encoded else { return nil }
        defer { QRcode_free(encoded) }
        let width = Int(encoded.pointee.width)
        guard width > 0, let data = encoded.pointee.data else { return nil }
        version = Int(encoded.pointee.version)
        size = width
        // Bit 0 of each byte is the module's colour; the other bits say what the module is part of.
        modules = (0..<(width * width)).map { data[$0] & 1 == 1 }
    }

    /// Encodes the UTF-8 bytes of `text`; see ``init(bytes:correction:)``.
    package init?(text: String, correction: Correction = .medium) {
        self.init(bytes: Array(text.utf8), correction: correction)
    }

    /// Whether the module in column `x`, row `y` (from the top left, 0-based) is dark; `false`
    /// outside the matrix (the quiet zone).
    package subscript(x x: Int, y y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return modules[y * size + x]
    }

    /// How many modules are dark.
    package var darkCount: Int { modules.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
