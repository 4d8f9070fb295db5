import Foundation
import WaymarkModel

/// One data file read into raw records, whatever its format.
struct RecordFile: Sendable {
    /// The records in file order.
    var records: [RawRecord]
    /// Problems with the file itself (syntax, wrong column count, unknown CSV columns).
    var problems: [Diagnostic]
    /// The file's format.
    var format: RecordFileFormat

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
            file = RecordFile(records: records(of: table, path: path), problems: problems, format: format)
            for (i, name) in table.header.enumerated() where !knownFields.contains(name) {
                file.problems.append(RecordFields.unknownField(name, known: knownFields,
                                                               at: SourceLocation(path: path, line: 1, column: i + 1)))
            }
        }
        return file
    }

    /// CSV rows as raw records: an empty cell is null; locations are the row's line and column number.
    static func records(of table: CSVTable, path: String) -> [RawRecord] {
        var out: [RawRecord] = []
        out.reserveCapacity(table.rows.count)
        for (row, line) in zip(table.rows, table.lines) {
            var fields: [RawField] = []
            fields.reserveCapacity(row.count)
            for (i, cell) in row.enumerated() {
                fields.append(RawField(key: table.header[i], value: cell.isEmpty ? .null : .text(cell),
                                       location: SourceLocation(path: path, line: line, column: i + 1)))
            }
            out.append(RawRecord(location: SourceLocation(path: path, line: line, column: 1), fields: fields))
        }
        return out
    }
}
