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
