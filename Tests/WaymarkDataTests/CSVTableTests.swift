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

    /// Found by the fuzzer: a spreadsheet's byte order mark before a quoted header made the first
    /// field "a quote inside an unquoted field" and the file look empty.
    @Test(arguments: ["\u{FEFF}\"id\",\"name\"\r\n\"1\",\"Split\"\r\n", "\u{FEFF}id,name\n1,Split\n"])
    func aByteOrderMarkIsNotPartOfTheHeader(text: String) {
        let (table, problems) = CSVTable.parse(text, path: "b.csv")
        #expect(problems.isEmpty)
        #expect(table.header == ["id", "name"])
        #expect(table.rows == [["1", "Split"]])
        #expect(table.lines == [2])
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

/// A stray quote is an error at its row and column (RFC 4180), and never merges rows or changes
/// text silently: before, six announcement rows with such quotes loaded as two records, and
/// `""Avenue Jean Jaurès` became `"venue Jean Jaurès`.
@Suite struct CSVQuoteTests {
    @Test func strayQuotesAreErrorsAndTheGoodRowsStay() {
        let text = [
            "id,status,address",
            #"a1,lost,"abc"def"#,
            #"a2,lost,""Avenue Jean Jaurès"#,
            #"a3,lost,ab"cd"#,
            #"a4,lost,"abc" "#,
            "a5,lost,fine",
            #"a6,lost,"quoted, ""twice""""#,
        ].joined(separator: "\n") + "\n"
        let (table, problems) = CSVTable.parse(text, path: "a.csv")
        #expect(problems.map(\.headline) == [
            "a.csv:2:3: error: text after the closing quote of a quoted field: expected a comma or the end of the line after it (write \" inside a quoted field as \"\")",
            "a.csv:3:3: error: text after the closing quote of a quoted field: expected a comma or the end of the line after it (write \" inside a quoted field as \"\")",
            "a.csv:4:3: error: a quote inside an unquoted field: expected the whole field in double quotes, with each \" in it written as \"\"",
            "a.csv:5:3: error: text after the closing quote of a quoted field: expected a comma or the end of the line after it (write \" inside a quoted field as \"\")",
        ])
        #expect(table.rows == [["a5", "lost", "fine"], ["a6", "lost", "quoted, \"twice\""]])
        #expect(table.lines == [6, 7])
    }

    @Test func anUnclosedQuoteIsAnErrorWhereItOpens() {
        let (table, problems) = CSVTable.parse("id,name\na,ok\nb,\"never closed\nc,lost\n", path: "c.csv")
        #expect(problems.map(\.headline) == [
            "c.csv:3:2: error: quoted field is not closed: expected a closing \" before the end of the file",
        ])
        #expect(table.rows == [["a", "ok"]])
    }

    @Test func quotingMistakesInABigFileKeepEveryOtherRow() {
        var text = "id,note\n"
        for i in 0..<20_000 { text += i % 5_000 == 7 ? "r\(i),ab\"cd\n" : "r\(i),\"n \"\"\(i)\"\"\"\n" }
        let (table, problems) = CSVTable.parse(text, path: "p.csv", parallelism: 4)
        #expect(problems.count == 4)
        #expect(table.rows.count == 20_000 - 4)
        #expect(table.rows.last == ["r19999", "n \"19999\""])
    }
}
