import Testing
import WaymarkModel

/// Error positions in a query become lines and columns of site.yml.
@Suite struct RecordSourceDeclarationTests {
    let literal = RecordSourceDeclaration(
        name: "pets", records: .announcements, driver: "postgres", connection: "${DSN}",
        query: "SELECT id, status\nFROM pets\nWHERE zone = 'ø'\n",
        location: SourceLocation(path: "site.yml", line: 4, column: 3),
        queryLines: (0..<4).map { SourceLocation(path: "site.yml", line: 8 + $0, column: 7) })

    @Test(arguments: [(1, 8, 7), (8, 8, 14), (19, 9, 7), (24, 9, 12), (43, 10, 21), (0, 8, 7)])
    func positionsMapOntoLines(position: Int, line: Int, column: Int) {
        #expect(literal.location(ofQueryCharacter: position) == SourceLocation(path: "site.yml", line: line, column: column))
    }

    @Test func oneLineQueriesPointAtTheirStart() {
        let plain = RecordSourceDeclaration(name: "pets", records: .places, driver: "postgres", connection: "${DSN}",
                                            query: "SELECT name FROM places", location: SourceLocation(path: "site.yml", line: 4, column: 3),
                                            queryLines: [SourceLocation(path: "site.yml", line: 6, column: 12)])
        #expect(plain.location(ofQueryCharacter: 13) == SourceLocation(path: "site.yml", line: 6, column: 12))
        #expect(plain.recordPath == "postgres:pets")
        #expect(DurationText.seconds("30s") == 30)
        #expect(DurationText.seconds("2m") == 120)
        #expect(DurationText.seconds("500ms") == 0.5)
        #expect(DurationText.seconds("45") == 45)
        #expect(DurationText.seconds("-1s") == nil)
        #expect(DurationText.seconds("soon") == nil)
    }
}
