/// Text widths estimated from a fixed table of advance widths, never measured from a font, so the
/// same name gets the same box on every machine (docs/geo.md, "Place labels").
///
/// The table holds DejaVu Sans advances in thousandths of an em for printable ASCII: the font
/// Linux falls back to for `system-ui`, and wider than Segoe UI, Roboto, San Francisco or Helvetica,
/// so a box estimated from it holds the name in any of them. Other characters use class widths:
/// accented Latin letters as a wide capital or lower-case letter, combining marks as nothing, CJK
/// and other full-width characters as one em, anything else as 0.7 em.
enum LabelTextWidth {
    /// Advances for U+0020…U+007E, in thousandths of an em.
    static let ascii: [Int] = [
        // space ! " # $ % & ' ( ) * + , - . /
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
        // 0–9
        636, 636, 636, 636, 636, 636, 636, 636, 636, 636,
        // : ; < = > ? @
        337, 337, 838, 838, 838, 531, 1000,
        // A–Z
        684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685,
        // [ \ ] ^ _ `
        390, 337, 390, 838, 500, 500,
        // a–z
        613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525,
        // { | } ~
        636, 337, 636, 838,
    ]

    /// Extra width of bold text over regular (DejaVu Sans Bold is about a tenth wider).
    static let boldFactor = 1.1

    /// The advance of one Unicode scalar in thousandths of an em.
    static func advance(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch v {
        case 0x20...0x7E: return ascii[Int(v - 0x20)]
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x00C0...0x00DE: return 780
        case 0x00DF...0x00FF: return 640
        case 0x0100...0x017F: return v % 2 == 0 ? 780 : 640  // Latin Extended-A alternates capital, small
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1000
        default: return 700
        }
    }

    /// The width of `text` in pixels at `fontSize`, bold or not.
    static func width(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars { thousandths += advance(scalar) }
        return Double(thousandths) / 1_000 * fontSize * (bold ? boldFactor : 1)
    }
}
