import Testing
import WaymarkCore
import WaymarkModel

/// Messages take their quoted line from the file they point into, by the one line-ending rule.
@Suite struct SourceFileDiagnosticTests {
    @Test func aFileQuotesEveryUnquotedMessageOnItsLinesInOneScan() {
        let file = SourceFile(path: "data/pets.yml", text: "- id: a\r\n  place: Nowhere\n- id: b\n")
        let messages = [
            Diagnostic.error("no such place", at: SourceLocation(path: "data/pets.yml", line: 2, column: 10)),
            Diagnostic.warning("already quoted", at: SourceLocation(path: "data/pets.yml", line: 1, column: 1), sourceLine: "kept"),
            Diagnostic.error("past the end", at: SourceLocation(path: "data/pets.yml", line: 9, column: 1)),
            Diagnostic.error("no line", at: SourceLocation(path: "data/pets.yml")),
        ]
        let quoted = file.quoting(messages)
        #expect(quoted.map(\.sourceLine) == ["  place: Nowhere", "kept", nil, nil])
        #expect(quoted.map(\.headline) == messages.map(\.headline))
    }

    @Test func aStoreQuotesOnlyMessagesIntoFilesItHolds() {
        let store = SourceStore()
        store.add(path: "site.yml", bytes: Array("title: T\nbaseURL: x\n".utf8))
        let quoted = store.quoting([
            .error("bad URL", at: SourceLocation(path: "site.yml", line: 2, column: 10)),
            .error("elsewhere", at: SourceLocation(path: "pages/a.md", line: 1, column: 1)),
        ])
        #expect(quoted.map(\.sourceLine) == ["baseURL: x", nil])
    }

    @Test func aFileMakesLocatedMessagesQuotingTheirLine() {
        let file = SourceFile(path: "site.yml", text: "title: T\nbaseURL: x\n")
        let message = file.diagnostic(.error, "bad", line: 2, column: 10)
        #expect(message.location == SourceLocation(path: "site.yml", line: 2, column: 10))
        #expect(message.sourceLine == "baseURL: x")
    }
}
