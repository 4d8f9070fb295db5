import CSV
import WaymarkModel

/// A CSV file read with yaslab/CSV.swift: the header, the data rows and the line each row starts on.
///
/// CSV.swift does not report positions, so one byte scan over the text first finds the line where
/// every record starts (a quoted field may span lines). Messages then say `path:line:column` with
/// `line` the row's first line in the file and `column` the 1-based column number.
/// Rows whose number of columns differs from the header's are reported and left out.
struct CSVTable: Sendable {
    /// Column names from the first row.
    var header: [String]
    /// Data rows, each with exactly `header.count` cells.
    var rows: [[String]]
    /// The 1-based line where each row of `rows` starts.
    var lines: [Int]

    /// The column index of each header name.
    func columnIndex() -> [String: Int] {
        var map: [String: Int] = [:]
        for (i, name) in header.enumerated() where map[name] == nil { map[name] = i }
        return map
    }

    /// Parses `text` (UTF-8, header row first); `path` locates the diagnostics.
    static func parse(_ text: String, path: String) -> (CSVTable, [Diagnostic]) {
        let starts = recordStartLines(text)
        var problems: [Diagnostic] = []
        var table = CSVTable(header: [], rows: [], lines: [])
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false)
        } catch {
            return (table, [.error("cannot read CSV: \(error)", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        var recordIndex = 0
        table.rows.reserveCapacity(starts.count)
        table.lines.reserveCapacity(starts.count)
        while let row = reader.next() {
            let line = recordIndex < starts.count ? starts[recordIndex] : (starts.last ?? 0) + 1
            recordIndex += 1
            if row.count == 1 && row[0].isEmpty { continue }  // a blank line
            if table.header.isEmpty {
                table.header = row.map { $0.trimmingCharacters(in: .whitespaces) }
                if let first = table.header.first, first.hasPrefix("\u{FEFF}") {
                    table.header[0] = String(first.dropFirst())
                }
                continue
            }
            guard row.count == table.header.count else {
                let column = min(row.count, table.header.count) + 1
                problems.append(.error("row has \(row.count) columns but the header has \(table.header.count)",
                                       at: SourceLocation(path: path, line: line, column: column)))
                continue
            }
            table.rows.append(row)
            table.lines.append(line)
        }
        if let error = reader.error {
            problems.append(.error("cannot read CSV: \(error)", at: SourceLocation(path: path, line: 1, column: 1)))
        }
        return (table, problems)
    }

    /// The 1-based line on which each record starts, for RFC 4180 text (quotes may hide line breaks;
    /// `\r\n`, `\n` and `\r` all end a record). A final line break does not start a record.
    static func recordStartLines(_ text: String) -> [Int] {
        var starts: [Int] = []
        var line = 1
        var inQuotes = false
        var atRecordStart = true
        var previousWasCR = false
        for byte in text.utf8 {
            let wasCR = previousWasCR
            previousWasCR = byte == UInt8(ascii: "\r")
            if byte == UInt8(ascii: "\n") && wasCR { continue }  // the second half of \r\n
            if atRecordStart {
                starts.append(line)
                atRecordStart = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                inQuotes.toggle()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                line += 1
                if !inQuotes { atRecordStart = true }
            default:
                break
            }
        }
        return starts
    }
}

import Foundation
