import Foundation
import WaymarkModel

/// One data file read into raw records, whatever its format.
struct RecordFile: Sendable {
    /// Parsed YAML/JSON records in file order (empty for CSV).
    var parsed: [RawRecord]
    /// The CSV table and its display path (nil for YAML/JSON); its rows become raw records on
    /// demand, so big files are turned into records on all cores.
    var table: (CSVTable, String)?
    /// Problems with the file itself (syntax, wrong column count, unknown CSV columns).
    var problems: [Diagnostic]
    /// The file's format.
    var format: RecordFileFormat
    /// True when a CSV header lacks a required field, so none of its rows is a record.
    var rowsDropped = false

    init(records: [RawRecord], problems: [Diagnostic], format: RecordFileFormat, table: (CSVTable, String)? = nil) {
        self.parsed = records
        self.problems = problems
        self.format = format
        self.table = table
    }

    /// How many records the file has.
    var count: Int { table.map { $0.0.rows.count } ?? parsed.count }

    /// The `i`-th record in file order.
    func record(_ i: Int) -> RawRecord {
        guard let (table, path) = table else { return parsed[i] }
        return RecordFile.record(table.rows[i], line: table.lines[i], header: table.header, path: path)
    }

    /// Parses `text` as `format`; `knownFields` are checked against a CSV header once (YAML/JSON records are
    /// checked one by one by the decoders). A CSV header without one of `requiredFields` is an error
    /// at line 1, and its rows are not read as records (each would only repeat that the field is missing).
    /// `skipping` is handed to ``CSVTable/parse(_:path:parallelism:skipping:)`` for a CSV file;
    /// ``rowsDropped`` says when its answer no longer counts (the header lacks a required field).
    static func parse(_ text: String, path: String, format: RecordFileFormat, knownFields: [String],
                      requiredFields: [String] = [],
                      skipping: ((_ bytes: UnsafeRawBufferPointer, _ header: Range<Int>, _ rows: [Range<Int>], _ lines: [Int]) -> [Bool])? = nil)
        -> RecordFile {
        var file: RecordFile
        switch format {
        case .yaml:
            let (records, problems) = YAMLRecordReader.read(text, path: path)
            file = RecordFile(records: records, problems: problems, format: format)
        case .json:
            let (records, problems) = JSONRecordReader.read(text, path: path)
            file = RecordFile(records: records, problems: problems, format: format)
        case .csv:
            let (table, problems) = CSVTable.parse(text, path: path, skipping: skipping)
            file = RecordFile(records: [], problems: problems, format: format, table: (table, path))
            for (i, name) in table.header.enumerated() where !RecordFields.isKnown(name, in: knownFields) {
                let here = SourceLocation(path: path, line: 1, column: i + 1)
                file.problems.append(RecordFields.unknownField(name, known: knownFields, at: here))
            }
            let missing = table.missingColumns(requiredFields, path: path,
                                               expected: "a header naming at least " + requiredFields.joined(separator: " and "))
            if !table.header.isEmpty, !missing.isEmpty {
                file.problems += missing
                file.table = (CSVTable(header: table.header, rows: [], lines: []), path)
                file.rowsDropped = true
            }
        }
        return file
    }

    /// A CSV row as a raw record: an empty cell is null; locations are the row's line and column number.
    static func record(_ row: [String], line: Int, header: [String], path: String) -> RawRecord {
        var fields: [RawField] = []
        fields.reserveCapacity(row.count)
        for (i, cell) in row.enumerated() {
            let here = TextPosition(line: line, column: i + 1)
            fields.append(RawField(key: header[i], value: cell.isEmpty ? .null : .text(cell), position: here, keyPosition: here))
        }
        return RawRecord(path: path, start: TextPosition(line: line, column: 1), fields: fields)
    }
}
