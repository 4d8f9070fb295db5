import Testing
import WaymarkCore
@testable import WaymarkPages
@testable import WaymarkRender

/// `AirportPagePaths.identSlug` / `countrySlug` take ASCII text through bytes and everything else
/// through Unicode's rules; both ways must give the answers the Unicode rules alone give.
@Suite struct AirportPagePathsSlugTests {
    /// The rules as written before the ASCII path, the reference.
    static func unicodeIdent(_ ident: String) -> String? {
        let lower = ident.lowercased()
        guard !lower.isEmpty, !lower.hasPrefix("-"),
              lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        return lower
    }

    static func unicodeCountry(_ code: String) -> String? {
        let lower = code.lowercased()
        guard lower.count == 2, lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return lower
    }

    @Test func asciiAndUnicodeTextGetTheUnicodeRulesAnswers() {
        var samples = ["", "-", "--", "-x", "x-", "EGLL", "egll", "GB-0942", "00A", "a b", "a/b", "..", "x\\y",
                       "\r\n", "a\r\n", "\r\nb", "G\r\n", "GB", "gb", "G1", "GBR", "g", "Zz", "@[", "`{",
                       "\u{212A}", "\u{212A}L", "SE-\u{212A}", "É1", "İ", "ß", "ǅ", "Ａ", "ﬁ", "a\u{301}",
                       "\u{0}", "\u{7F}", "AB\u{0}"]
        var generator = SeededGenerator(seed: 16)
        let alphabet = Array("AZaz09-_./ \t\r\n\\@[`{~:é\u{212A}ı".unicodeScalars)
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...5, using: &generator)
            var text = String.UnicodeScalarView()
            for _ in 0..<length { text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            samples.append(String(text))
        }
        for byte in UInt8(0)..<0x80 {
            for other in ["", "A", "1", "-"] { samples.append(String(UnicodeScalar(byte)) + other) }
        }
        for text in samples {
            #expect(AirportPagePaths.identSlug(text) == Self.unicodeIdent(text), "\(text.unicodeScalars.map(\.value))")
            #expect(AirportPagePaths.countrySlug(text) == Self.unicodeCountry(text), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
