import Testing
@testable import WaymarkMarkdown

/// The byte-level shortcuts of the Markdown pass, each against a plain statement of its rule.
@Suite struct MarkdownShortcutTests {
    @Test(arguments: [
        ("```swift\nx\n```\n", true), ("~~~\nx\n~~~\n", true), ("a ``` b", true), ("~~~", true),
        ("``", false), ("`~`~`", false), ("~~x~~ and `code`", false), ("", false), ("``~``~", false),
        ("ends ``", false), ("ends ~~~", true), ("é```", true),
    ])
    func fencedBlockTestFindsThreeMarksInARow(_ text: String, _ expected: Bool) {
        #expect(text.mayContainFencedBlock == expected)
    }

    /// Every ASCII scalar is kept in an identifier exactly when its general category is a letter
    /// or a number, as for every other scalar.
    @Test func asciiHeadingIdentifiersFollowTheGeneralCategory() {
        for value in UInt8(0x20)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let kept: Bool
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                kept = true
            default:
                kept = false
            }
            let lower = String(scalar).lowercased()
            #expect(HeadingIdentifiers.identifier(from: "a\(scalar)b") == (kept ? "a\(lower)b" : "a-b"), "\(value)")
        }
    }

    @Test(arguments: [("<input type=\"checkbox\" x>", true), ("x<<input type=\"checkbox\"", true), ("<input type=\"checkbo", false), ("", false)])
    func containsFindsTheBytes(_ text: String, _ expected: Bool) {
        #expect(text.containsUTF8(Array("<input type=\"checkbox\"".utf8)) == expected)
    }
}
