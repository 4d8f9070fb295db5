import Testing
@testable import WaymarkData

/// CSV positions: the line each record starts on, whatever the line endings and quoted breaks.
@Suite struct CSVTableTests {
    @Test(arguments: [
        ("a,b\n1,2\n3,4\n", [1, 2, 3]),
        ("a,b\r\n1,2\r\n3,4", [1, 2, 3]),
        ("a,b\n\"x\ny\",2\n3,4\n", [1, 2, 4]),
        ("a,b\n\"x\r\ny\",2\r\n3,4\r\n", [1, 2, 4]),
        ("a,b\n\"he said \"\"hi\"\"\",2\n3,4\n", [1, 2, 3]),
        ("a\n", [1]),
        ("", []),
    ])
    func recordStartLines(text: String, expected: [Int]) {
        #expect(CSVTable.recordStartLines(text) == expected)
    }

    @Test func rowsKeepTheirLinesAndNAIsNotMissing() {
        let (table, problems) = CSVTable.parse("code,name\n\"NA\",\"Namibia\"\n\"x\ny\",2\nNA,\n", path: "c.csv")
        #expect(problems.isEmpty)
        #expect(table.header == ["code", "name"])
        #expect(table.rows == [["NA", "Namibia"], ["x\ny", "2"], ["NA", ""]])
        #expect(table.lines == [2, 3, 5])
    }

    @Test func wrongColumnCountsAreReportedAtTheFirstColumnThatDoesNotMatch() {
        let (table, problems) = CSVTable.parse("a,b,c\n1,2\n1,2,3,4\n1,2,3\n", path: "t.csv")
        #expect(problems.map(\.headline) == ["t.csv:2:3: error: row has 2 columns but the header has 3",
                                             "t.csv:3:4: error: row has 4 columns but the header has 3"])
        #expect(table.rows == [["1", "2", "3"]])
        #expect(table.lines == [4])
    }
}

/// Parsing in pieces on several cores gives exactly what one pass gives.
@Suite struct CSVPiecesTests {
    @Test func piecesAgreeWithOnePass() {
        var text = "id,note\r\n"
        for i in 0..<20_000 {
            text += i % 997 == 0 ? "r\(i),\"two\nlines\"\r\n" : (i % 1_501 == 0 ? "r\(i)\r\n" : "r\(i),n\(i)\r\n")
        }
        let (one, oneProblems) = CSVTable.parse(text, path: "p.csv", parallelism: 1)
        let (many, manyProblems) = CSVTable.parse(text, path: "p.csv", parallelism: 4)
        #expect(one.rows == many.rows)
        #expect(one.lines == many.lines)
        #expect(oneProblems.map(\.headline) == manyProblems.map(\.headline))
        #expect(one.rows.count == 20_000 - 13)  // 13 rows (every 1,501st but the first) have one column
        #expect(oneProblems.count == 13)
        #expect(one.lines.last == 20_001 + 21)  // 21 quoted cells add a line each
    }
}
