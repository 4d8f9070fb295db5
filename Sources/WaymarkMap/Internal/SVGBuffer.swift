import WaymarkCore

/// An append-only UTF-8 byte buffer for writing SVG quickly and deterministically.
///
/// Numbers are written with a fixed precision of one decimal (tenths of a pixel), without a trailing
/// `.0`, and never in exponent notation, so identical input gives byte-identical text.
struct SVGBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 16_384) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends literal markup (never data: use ``appendEscaped(_:)`` for that).
    mutating func append(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Appends one ASCII byte.
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends text from data, escaped for both element content and quoted attribute values.
    mutating func appendEscaped(_ text: String) {
        Escaper.appendMarkup(text, to: &bytes)
    }

    /// Appends an integer count of tenths as a decimal: `1234` → `123.4`, `-5` → `-0.5`, `20` → `2`.
    mutating func append(tenths value: Int) {
        var magnitude = value.magnitude
        if value < 0 { bytes.append(0x2D) }
        let fraction = Int(magnitude % 10)
        magnitude /= 10
        appendDigits(magnitude)
        if fraction != 0 {
            bytes.append(0x2E)
            bytes.append(0x30 + UInt8(fraction))
        }
    }

    /// Appends a pixel value rounded to one decimal (see ``SVGBuffer/append(tenths:)``).
    mutating func append(pixel value: Double) {
        append(tenths: SVGBuffer.tenths(value))
    }

    /// Appends a non-negative or negative whole number.
    mutating func append(integer value: Int) {
        if value < 0 { bytes.append(0x2D) }
        appendDigits(value.magnitude)
    }

    /// Rounds a pixel value to tenths (half away from zero), saturating non-finite values to 0.
    static func tenths(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let scaled = (value * 10).rounded()
        let limit = 1e12
        return Int(max(-limit, min(limit, scaled)))
    }

    private mutating func appendDigits(_ value: UInt) {
        if value < 10 {
            bytes.append(0x30 + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }
}
