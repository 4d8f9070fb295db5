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

    /// Reads `url` as `format`; `path` is the name shown in messages. `knownFields` are checked
    /// against a CSV header once (YAML/JSON records are checked one by one by the decoders).
    static func read(_ url: URL, path: String, format: RecordFileFormat, knownFields: [String]) -> RecordFile {
        let text: String
        do {
            let data = try Data(contentsOf: url)
            guard let decoded = String(data: data, encoding: .utf8) else {
                return RecordFile(records: [], problems: [.error("file is not UTF-8 text", at: SourceLocation(path: path))],
                                  format: format)
            }
            text = decoded
        } catch {
            return RecordFile(records: [], problems: [.error("cannot read the file: \(error.localizedDescription)",
                                                             at: SourceLocation(path: path))], format: format)
        }
        return parse(text, path: path, format: format, knownFields: knownFields)
    }

    /// Parses `text` as `format`; see ``read(_:path:format:knownFields:)``.
    static func parse(_ text: String, path: String, format: RecordFileFormat, knownFields: [String]) -> RecordFile {
        var file: RecordFile
        switch format {
        case .yaml:
            let (records, problems) = YAMLRecordReader.read(text, path: path)
            file = RecordFile(records: records, problems: problems, format: format)
        case .json:
            let (records, problems) = JSONRecordReader.read(text, path: path)
            file = RecordFile(records: records, problems: problems, format: format)
        case .csv:
            let (table, problems) = CSVTable.parse(text, path: path)
            file = RecordFile(records: [], problems: problems, format: format, table: (table, path))
            for (i, name) in table.header.enumerated() where !knownFields.contains(name) {
                file.problems.append(RecordFields.unknownField(name, known: knownFields,
                                                               at: SourceLocation(path: path, line: 1, column: i + 1)))
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
