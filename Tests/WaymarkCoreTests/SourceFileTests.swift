import Testing
import WaymarkCore

/// The one line-ending rule of every quoted source line and excerpt, and the store of a run's files.
@Suite struct SourceFileTests {
    @Test(arguments: [
        ("a\nb\n", ["a", "b", ""]),
        ("a\r\nb\r\n", ["a", "b", ""]),
        ("a\r\nb", ["a", "b"]),
        ("a\nb\r", ["a", "b"]),
        ("lone\rreturn\n", ["lone\rreturn", ""]),
        ("a\r\r\nb", ["a\r", "b"]),
        ("", [""]),
        ("\r", [""]),
        ("é\r\n⛵", ["é", "⛵"]),
    ])
    func splitsAtLineFeedsDroppingTheCarriageReturnBeforeThem(_ text: String, _ expected: [String]) {
        #expect(SourceFile(path: "f", text: text).lines == expected)
        #expect(SourceFile(path: "f", bytes: Array(text.utf8)).lines == expected)
        for (index, line) in expected.enumerated() {
            #expect(SourceFile(path: "f", text: text).line(index + 1) == line)
        }
        #expect(SourceFile(path: "f", text: text).lines(upTo: 1) == Array(expected.prefix(1)))
    }

    @Test func numbersLinesFromOne() {
        let file = SourceFile(path: "f", text: "first\r\nsecond\r\n")
        #expect(file.line(1) == "first")
        #expect(file.line(2) == "second")
        #expect(file.line(3) == "")
        #expect(file.line(0) == nil)
        #expect(file.line(4) == nil)
        #expect(file.lines(numbered: [2, 1, 9, -1]) == [1: "first", 2: "second"])
        #expect(file.lines(upTo: 0).isEmpty)
        #expect(file.lines(upTo: 9) == ["first", "second", ""])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(SourceFile(path: "f", bytes: [0x61, 0xFF, 0x0A, 0x62]).lines == ["a\u{FFFD}", "b"])
    }

    @Test func excerptHoldsTheContextAroundTheLine() {
        let file = SourceFile(path: "f", text: "1\n2\n3\n4\n5\n6\n")
        #expect(file.excerpt(line: 2, column: 3) == SourceExcerpt(lines: [
            .init(number: 1, text: "1", isOffending: false),
            .init(number: 2, text: "2", isOffending: true),
            .init(number: 3, text: "3", isOffending: false),
            .init(number: 4, text: "4", isOffending: false),
        ], column: 3))
        #expect(file.excerpt(line: 7, column: 0)?.lines.map(\.number) == [5, 6, 7])
        #expect(file.excerpt(line: 9, column: 1) == nil)
        #expect(file.excerpt(line: 0, column: 1) == nil)
    }

    @Test func storeGivesBackWhatWasAddedByPathAndDecodesBytesOnlyWhenAsked() {
        let store = SourceStore()
        #expect(store.file(at: "pages/a.md") == nil)
        store.add(SourceFile(path: "site.yml", text: "title: T\r\n"))
        store.add(path: "pages/a.md", bytes: Array("---\ntitle: A\n---\n".utf8))
        #expect(store.count == 2)
        #expect(store.file(at: "site.yml")?.line(1) == "title: T")
        #expect(store.file(at: "pages/a.md") == SourceFile(path: "pages/a.md", text: "---\ntitle: A\n---\n"))
        store.add(path: "pages/a.md", bytes: Array("changed\n".utf8))
        #expect(store.file(at: "pages/a.md")?.line(1) == "changed")
        #expect(store.count == 2)
    }

    @Test func storeTakesAdditionsFromManyThreadsAtOnce() {
        let store = SourceStore()
        Concurrently.forEach(500) { index in store.add(path: "f\(index)", bytes: Array("line \(index)\n".utf8)) }
        #expect(store.count == 500)
        #expect(store.file(at: "f321")?.line(1) == "line 321")
    }
}
