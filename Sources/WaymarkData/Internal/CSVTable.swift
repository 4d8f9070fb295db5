import CSV
import Foundation
import WaymarkCore
import WaymarkModel

/// A CSV file read with yaslab/CSV.swift: the header, the data rows and the line each row starts on.
///
/// CSV.swift does not report positions, so one byte scan over the text first finds where every
/// record starts (line and byte offset; a quoted field may span lines). Messages then say
/// `path:line:column` with `line` the row's first line in the file and `column` the 1-based column
/// number. Big files are cut at record boundaries and the pieces parsed by CSV.swift on all cores.
/// Rows whose number of columns differs from the header's are reported and left out; blank lines
/// are skipped.
struct CSVTable: Sendable {
    /// Column names from the first row.
    var header: [String]
    /// Data rows, each with exactly `header.count` cells.
    var rows: [[String]]
    /// The 1-based line where each row of `rows` starts.
    var lines: [Int]

    /// Records per piece below which a file is parsed in one go.
    static let minimumRecordsPerPiece = 4_000

    /// The column index of each header name.
    func columnIndex() -> [String: Int] {
        var map: [String: Int] = [:]
        for (i, name) in header.enumerated() where map[name] == nil { map[name] = i }
        return map
    }

    /// Parses `text` (UTF-8, header row first); `path` locates the diagnostics. A leading byte order
    /// mark (spreadsheets write one) is not part of the first field; columns are counted after it.
    ///
    /// `skipping`, when given, is shown every data record of a file whose quotes are in order (the
    /// text's bytes, the header's range, each record's range and first line) and says which of them
    /// are not to be read (their decoded form is known: ``CSVRowReuse``); the others are read as
    /// usual. It is not called for a file with quoting mistakes, which is read whole.
    static func parse(_ text: String, path: String, parallelism: Int = Concurrently.parallelism,
                      skipping: ((_ bytes: UnsafeRawBufferPointer, _ header: Range<Int>, _ rows: [Range<Int>], _ lines: [Int]) -> [Bool])? = nil)
        -> (CSVTable, [Diagnostic]) {
        var text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let (starts, quoteProblems) = scan(text)
        guard !starts.isEmpty else { return (CSVTable(header: [], rows: [], lines: []), []) }
        let malformed = Set(quoteProblems.map(\.record))
        let utf8 = text.utf8
        @Sendable func slice(_ from: Int, _ to: Int) -> String {
            let a = from < starts.count ? starts[from].offset : utf8.count
            let b = to < starts.count ? starts[to].offset : utf8.count
            return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: a)..<utf8.index(utf8.startIndex, offsetBy: b)]))
        }
        var headerPiece = Piece(header: nil, path: path)
        headerPiece.read(slice(0, 1), lines: [starts[0].line])
        guard let headerRow = headerPiece.rows.first else {
            return (CSVTable(header: [], rows: [], lines: []),
                    headerPiece.problems + [.error("the first line must be the header row", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        let header = headerRow.map { $0.trimmingCharacters(in: .whitespaces) }
        headerPiece.problems += repeatedColumns(header, path: path)

        let dataRecords = starts.count - 1
        // Records a reuse already knows, by index in `starts` (the header is 0).
        var known: [Bool] = []
        if let skipping, quoteProblems.isEmpty, dataRecords > 0 {
            text.makeContiguousUTF8()
            let end = text.utf8.count
            let rows = (1...dataRecords).map { starts[$0].offset..<($0 + 1 < starts.count ? starts[$0 + 1].offset : end) }
            let lines = starts[1...].map(\.line)
            let answer = text.utf8.withContiguousStorageIfAvailable { buffer in
                skipping(UnsafeRawBufferPointer(buffer), starts[0].offset..<starts[1].offset, rows, lines)
            }
            if let answer, answer.count == dataRecords { known = [false] + answer }
        }
        let skipped = known
        let pieces = max(1, min(parallelism, dataRecords / minimumRecordsPerPiece))
        let ranges = Concurrently.ranges(total: dataRecords, parts: pieces).map { ($0.lowerBound + 1)..<($0.upperBound + 1) }
        let parsed = Concurrently.map(ranges.count) { i -> Piece in
            var piece = Piece(header: header, path: path)
            let range = ranges[i]
            let bad = malformed.filter { range.contains($0) }.union(skipped.isEmpty ? [] : range.filter { skipped[$0] })
            guard !bad.isEmpty else {
                piece.read(slice(range.lowerBound, range.upperBound), lines: starts[range].map(\.line))
                return piece
            }
            // Records with quoting mistakes (already reported) are left out of what CSV.swift reads,
            // so they cannot swallow the good rows after them; so are records a reuse already knows.
            let good = range.filter { !bad.contains($0) }
            guard !good.isEmpty else { return piece }
            piece.read(good.map { slice($0, $0 + 1) }.joined(), lines: good.map { starts[$0].line })
            return piece
        }
        var table = CSVTable(header: header, rows: [], lines: [])
        table.rows.reserveCapacity(dataRecords)
        table.lines.reserveCapacity(dataRecords)
        var problems = headerPiece.problems
        problems += quoteProblems.map { .error($0.message, at: SourceLocation(path: path, line: $0.line, column: $0.column)) }
        if malformed.contains(0) { return (CSVTable(header: [], rows: [], lines: []), problems) }
        for piece in parsed {
            table.rows += piece.rows
            table.lines += piece.lines
            problems += piece.problems
        }
        return (table, problems)
    }

    /// An error at line 1 for each column of `required` the header lacks, e.g. `missing column "id":
    /// expected the OurAirports header (id, code, name, …)`; `expected` says what header was expected.
    func missingColumns(_ required: [String], path: String, expected: String) -> [Diagnostic] {
        required.filter { !header.contains($0) }.map { name in
            .error("missing column \"\(name)\": expected \(expected)", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }

    /// An error at line 1 for each column named a second time (the first is used).
    static func repeatedColumns(_ header: [String], path: String) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for (i, name) in header.enumerated() {
            if let earlier = first[name] {
                problems.append(.error("column \"\(name)\" is given twice: first at column \(earlier + 1); only the first is used",
                                       at: SourceLocation(path: path, line: 1, column: i + 1)))
            } else {
                first[name] = i
            }
        }
        return problems
    }

    /// The rows of one piece of the file, read by CSV.swift.
    private struct Piece {
        let header: [String]?
        let path: String
        var rows: [[String]] = []
        var lines: [Int] = []
        var problems: [Diagnostic] = []

        init(header: [String]?, path: String) {
            self.header = header
            self.path = path
        }

        /// Reads `text`, whose records start on `startLines`. When CSV.swift finds another number of
        /// records than the scan did, that is an error: rows never merge silently.
        mutating func read(_ text: String, lines startLines: [Int]) {
            let reader: CSVReader
            do {
                reader = try CSVReader(string: text, hasHeaderRow: false)
            } catch {
                problems.append(.error("cannot read CSV: \(error)", at: SourceLocation(path: path, line: startLines.first ?? 1, column: 1)))
                return
            }
            rows.reserveCapacity(startLines.count)
            lines.reserveCapacity(startLines.count)
            var index = 0
            while let row = reader.next() {
                let line = index < startLines.count ? startLines[index] : (startLines.last ?? 0) + 1
                index += 1
                if row.count == 1 && row[0].isEmpty { continue }  // a blank line
                if let header, row.count != header.count {
                    problems.append(.error("row has \(row.count) columns but the header has \(header.count)",
                                           at: SourceLocation(path: path, line: line, column: min(row.count, header.count) + 1)))
                    continue
                }
                rows.append(row)
                lines.append(line)
            }
            if let error = reader.error {
                problems.append(.error("cannot read CSV: \(error)", at: SourceLocation(path: path, line: startLines.first ?? 1, column: 1)))
            } else if index != startLines.count {
                problems.append(.error("CSV reader found \(index) records where \(startLines.count) start: expected one record per row (check the quotes from here on)",
                                       at: SourceLocation(path: path, line: startLines.first ?? 1, column: 1)))
            }
        }
    }

    /// The 1-based line on which each record starts, for RFC 4180 text (quotes may hide line breaks;
    /// `\r\n`, `\n` and `\r` all end a record). A final line break does not start a record.
    static func recordStartLines(_ text: String) -> [Int] {
        scan(text).starts.map(\.line)
    }

    /// A quoting mistake found by ``scan(_:)``: the record it is in, where, and what.
    struct QuoteProblem: Sendable, Hashable {
        var record: Int
        var line: Int
        var column: Int
        var message: String
    }

    /// The line and UTF-8 byte offset where each record starts, and the quoting mistakes (RFC 4180):
    /// a quote inside an unquoted field, text after a quoted field's closing quote, a quoted field
    /// never closed. `column` of a problem is the field's number.
    static func scan(_ text: String) -> (starts: [(line: Int, offset: Int)], problems: [QuoteProblem]) {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable(scan(bytes:)) ?? scan(bytes: Array(text.utf8))
    }

    /// ``scan(_:)`` over raw UTF-8 bytes.
    static func scan<Bytes: RandomAccessCollection>(bytes: Bytes) -> (starts: [(line: Int, offset: Int)], problems: [QuoteProblem])
        where Bytes.Element == UInt8, Bytes.Index == Int {
        var starts: [(line: Int, offset: Int)] = []
        var problems: [QuoteProblem] = []
        var line = 1
        var state = CSVScanState.fieldStart
        var atRecordStart = true
        var field = 1
        var quoteOpened = (line: 1, field: 1)
        var previousWasCR = false
        var reportedRecord = -1
        func report(_ message: String, line: Int, field: Int) {
            let record = starts.count - 1
            guard record != reportedRecord else { return }  // one problem per record
            reportedRecord = record
            problems.append(QuoteProblem(record: record, line: line, column: field, message: message))
        }
        for offset in bytes.indices {
            let byte = bytes[offset]
            let wasCR = previousWasCR
            previousWasCR = byte == 0x0D
            if byte == 0x0A && wasCR { continue }  // the second half of \r\n
            if atRecordStart {
                starts.append((line, offset))
                atRecordStart = false
                field = 1
                state = .fieldStart
            }
            // Fast path: no byte above ',' (0x2C) is a quote, comma or line break.
            if byte > 0x2C {
                if state == .fieldStart {
                    state = .unquoted
                } else if state == .afterQuote {
                    report("text after the closing quote of a quoted field: expected a comma or the end of the line after it (write \" inside a quoted field as \"\")",
                           line: line, field: field)
                    state = .unquoted
                }
                continue
            }
            let isBreak = byte == 0x0A || byte == 0x0D
            switch (state, byte) {
            case (.quoted, 0x22):
                state = .afterQuote
            case (.quoted, _):
                if isBreak { line += 1 }
            case (.afterQuote, 0x22):
                state = .quoted  // "" inside a quoted field
            case (.fieldStart, 0x22):
                state = .quoted
                quoteOpened = (line, field)
            case (.unquoted, 0x22):
                report("a quote inside an unquoted field: expected the whole field in double quotes, with each \" in it written as \"\"",
                       line: line, field: field)
            case (_, 0x2C):  // ,
                if state == .afterQuote || state == .fieldStart || state == .unquoted {
                    field += 1
                    state = .fieldStart
                }
            case (_, _) where isBreak:
                line += 1
                atRecordStart = true
            case (.afterQuote, _):
                report("text after the closing quote of a quoted field: expected a comma or the end of the line after it (write \" inside a quoted field as \"\")",
                       line: line, field: field)
                state = .unquoted
            default:
                state = .unquoted
            }
        }
        if state == .quoted, !starts.isEmpty {
            report("quoted field is not closed: expected a closing \" before the end of the file",
                   line: quoteOpened.line, field: quoteOpened.field)
        }
        return (starts, problems)
    }
}

/// Where ``CSVTable/scan(bytes:)`` is within a field.
private enum CSVScanState {
    case fieldStart, unquoted, quoted, afterQuote
}
