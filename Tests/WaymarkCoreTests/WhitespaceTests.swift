import Foundation
import Testing
import WaymarkCore

/// The one definition of whitespace: Unicode scalars with the White_Space property.
@Suite struct WhitespaceTests {
    @Test(arguments: [
        ("  plain  ", "plain"),
        ("\t\r\nline\r\n", "line"),
        ("\u{A0}\u{2003}no-break and em space\u{3000}", "no-break and em space"),
        ("\u{85}next line\u{2028}", "next line"),
        ("inner  spaces stay", "inner  spaces stay"),
        ("", ""),
        (" \t ", ""),
        ("\u{200B}zero width is not whitespace\u{FEFF}", "\u{200B}zero width is not whitespace\u{FEFF}"),
    ])
    func trimsWhiteSpaceScalars(_ input: String, _ expected: String) {
        #expect(input.trimmed == expected)
        #expect(input[...].trimmed == expected)
    }

    /// A combining mark after a space belongs to no whitespace scalar: only the space goes.
    @Test func keepsACombiningMarkAfterASpace() {
        #expect(" \u{301}x ".trimmed == "\u{301}x")
    }

    /// The same set as Foundation's `whitespacesAndNewlines`, scalar for scalar, over the BMP, but
    /// for U+200B ZERO WIDTH SPACE: Foundation still counts it (it was a space separator before
    /// Unicode 4.0.1); it is a format character without the White_Space property, so it stays.
    @Test func agreesWithFoundationOnEveryBMPScalarButZeroWidthSpace() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar) + "x"
            if text.trimmed != text.trimmingCharacters(in: .whitespacesAndNewlines) { differing.append(value) }
        }
        #expect(differing == [0x200B])
    }

    /// The ASCII shortcut of `isWhiteSpace` answers as the Unicode property does, for every scalar.
    @Test func theASCIIShortcutAgreesWithTheUnicodeProperty() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhiteSpace != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }
}
