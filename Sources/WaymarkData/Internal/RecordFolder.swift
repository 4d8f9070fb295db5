import Foundation
import WaymarkCore
import WaymarkModel

/// Loads every record file of a folder (`data/charters/`, `data/announcements/`) in any mix of
/// YAML, JSON and CSV, files in parallel, results in a stable order.
enum RecordFolder {
    /// The files of `folder` that hold records, sorted by name, and problems: a warning for each
    /// other file, an error for a folder that cannot be read and for anything that is not a regular
    /// file (a named pipe, a link out of the site). Hidden files and `README*` are skipped on
    /// purpose; a missing folder is simply empty.
    static func dataFiles(in folder: URL, displayPath: String, files: SiteFileSystem)
        -> (files: [(URL, String, RecordFileFormat)], problems: [Diagnostic]) {
        let display = { (path: String) in FileAccessError.display(path, folder: folder.path, as: displayPath) }
        let listing: (entries: [SiteFileSystem.Entry], problems: [FileAccessError.Item])?
        do {
            listing = try files.entries(of: folder.path)
        } catch {
            return ([], error.diagnostics(display: display))
        }
        var found: [(URL, String, RecordFileFormat)] = []
        var problems: [Diagnostic] = []
        for item in listing?.problems ?? [] {
            let name = item.path.split(separator: "/").last.map(String.init) ?? item.path
            guard !name.hasPrefix(".") && !name.uppercased().hasPrefix("README") else { continue }
            problems.append(item.diagnostic(display: display))
        }
        for entry in listing?.entries ?? [] where !entry.name.hasPrefix(".") && !entry.name.uppercased().hasPrefix("README") {
            let name = entry.name
            let path = displayPath.isEmpty ? name : displayPath + "/" + name
            if entry.isFolder { continue }
            guard let format = RecordFileFormat(fileName: name) else {
                problems.append(.warning("\"\(name)\" is not a data file and is ignored: expected \(RecordFileFormat.expectedExtensions)",
                                         at: SourceLocation(path: path)))
                continue
            }
            found.append((folder.appendingPathComponent(name), path, format))
        }
        return (found, problems)
    }

    /// Reads and types one file with `decode`; diagnostics carry source excerpts for YAML and JSON.
    static func load<Record: Sendable>(_ url: URL, path: String, format: RecordFileFormat, knownFields: [String],
                                       files: SiteFileSystem,
                                       decode: @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([Record], [Diagnostic]) {
        let (pieces, problems) = loadPieces(url, path: path, format: format, knownFields: knownFields, files: files, decode: decode)
        return (pieces.flatMap { $0 }, problems)
    }

    /// Reads and types one file into consecutive pieces; see ``loadPieces(text:path:format:knownFields:decode:)``.
    static func loadPieces<Record: Sendable>(_ url: URL, path: String, format: RecordFileFormat, knownFields: [String],
                                             requiredFields: [String] = [], files: SiteFileSystem,
                                             reuse: (any CSVRowReuse<Record>)? = nil,
                                             decode: @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([[Record]], [Diagnostic]) {
        let bytes: [UInt8]
        do {
            bytes = try files.read(url.path)
        } catch {
            return ([], error.diagnostics { _ in path })
        }
        files.sources?.add(path: path, bytes: bytes)
        let text: String
        switch UTF8Text.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return ([], [problem.diagnostic(path: path)])
        }
        if format == .csv, let reuse {
            return loadCSV(text: text, path: path, knownFields: knownFields, requiredFields: requiredFields, reuse: reuse,
                           decode: decode)
        }
        return loadPieces(text: text, path: path, format: format, knownFields: knownFields, requiredFields: requiredFields,
                          decode: decode)
    }

    /// A CSV file read through `reuse`: rows whose bytes an earlier build decoded under the same
    /// header are taken from it, the others read and decoded; then `reuse` is told what every row
    /// gave. Records and problems are those ``loadPieces(text:path:format:knownFields:requiredFields:decode:)``
    /// gives, in the same order.
    static func loadCSV<Record: Sendable>(text: String, path: String, knownFields: [String], requiredFields: [String],
                                          reuse: any CSVRowReuse<Record>,
                                          decode: @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([[Record]], [Diagnostic]) {
        var keys: [UInt64] = []
        var lines: [Int] = []
        var outcomes: [CSVRowOutcome<Record>?] = []
        let file = RecordFile.parse(text, path: path, format: .csv, knownFields: knownFields,
                                    requiredFields: requiredFields) { bytes, header, rows, rowLines in
            let answer = reuse.look(path: path, bytes: bytes, header: header, rows: rows, lines: rowLines)
            guard answer.keys.count == rows.count, answer.found.count == rows.count else { return [] }
            (keys, lines, outcomes) = (answer.keys, rowLines, answer.found)
            return answer.found.map { $0 != nil }
        }
        let ranges = Concurrently.ranges(total: file.count, parts: file.count >= 8_000 ? Concurrently.parallelism : 1)
        let decoded = Concurrently.map(ranges.count) { i in
            ranges[i].map { index -> CSVRowOutcome<Record> in
                let (record, problems) = decode(file.record(index), false)
                return CSVRowOutcome(record: record, problems: problems)
            }
        }.flatMap { $0 }
        if file.rowsDropped || keys.isEmpty {
            // Nothing was taken from `reuse` (quoting mistakes, a header without a required field, no rows).
            return ([decoded.compactMap(\.record)], file.problems + decoded.flatMap(\.problems))
        }
        // The rows read, put in their places among the rows taken, by the line each starts on.
        let readLines = file.table?.0.lines ?? []
        var next = 0
        for (row, line) in readLines.enumerated() {
            while next < lines.count, lines[next] < line { next += 1 }
            guard next < lines.count, lines[next] == line, outcomes[next] == nil else {
                return loadPieces(text: text, path: path, format: .csv, knownFields: knownFields, requiredFields: requiredFields,
                                  decode: decode)
            }
            outcomes[next] = decoded[row]
        }
        reuse.keep(path: path, keys: keys, lines: lines, outcomes: outcomes)
        var records: [Record] = []
        records.reserveCapacity(outcomes.count)
        var problems = file.problems
        for outcome in outcomes {
            guard let outcome else { continue }
            if let record = outcome.record { records.append(record) }
            problems += outcome.problems
        }
        return ([records], problems)
    }

    /// Parses and types `text`; see ``load(_:path:format:knownFields:decode:)``.
    static func load<Record: Sendable>(text: String, path: String, format: RecordFileFormat, knownFields: [String],
                                       requiredFields: [String] = [],
                                       decode: @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([Record], [Diagnostic]) {
        let (pieces, problems) = loadPieces(text: text, path: path, format: format, knownFields: knownFields,
                                            requiredFields: requiredFields, decode: decode)
        return (pieces.count == 1 ? pieces[0] : pieces.flatMap { $0 }, problems)
    }

    /// Parses and types `text`, big files on all cores; the records come back in file order as
    /// consecutive pieces (so they are not copied again before the final sort).
    static func loadPieces<Record: Sendable>(text: String, path: String, format: RecordFileFormat, knownFields: [String],
                                             requiredFields: [String] = [],
                                             decode: @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([[Record]], [Diagnostic]) {
        let file = RecordFile.parse(text, path: path, format: format, knownFields: knownFields, requiredFields: requiredFields)
        let checkUnknown = format != .csv
        let ranges = Concurrently.ranges(total: file.count, parts: file.count >= 8_000 ? Concurrently.parallelism : 1)
        let typed = Concurrently.map(ranges.count) { i -> ([Record], [Diagnostic]) in
            var records: [Record] = []
            var problems: [Diagnostic] = []
            records.reserveCapacity(ranges[i].count)
            for index in ranges[i] {
                let (record, recordProblems) = decode(file.record(index), checkUnknown)
                if let record { records.append(record) }
                problems += recordProblems
            }
            return (records, problems)
        }
        var problems = file.problems
        for (_, p) in typed { problems += p }
        // YAML and JSON columns are characters, so their messages quote the line; CSV columns are
        // column numbers, so CSV messages carry no excerpt. The text is split only when needed.
        if format != .csv, problems.contains(where: { $0.location.line > 0 && $0.sourceLine == nil }) {
            problems = SourceFile(path: path, text: text).quoting(problems)
        }
        return (typed.map(\.0), problems)
    }

    /// Loads every file of `folder` in parallel; records come back as consecutive pieces in
    /// file-name order, then file order.
    static func loadAll<Record: Sendable>(folder: URL, displayPath: String, knownFields: [String],
                                          requiredFields: [String] = [], files: SiteFileSystem,
                                          reuse: (any CSVRowReuse<Record>)? = nil,
                                          decode: @escaping @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) async
        -> ([[Record]], [Diagnostic]) {
        let (found, listingProblems) = dataFiles(in: folder, displayPath: displayPath, files: files)
        let results = await withTaskGroup(of: (Int, [[Record]], [Diagnostic]).self) { group in
            for (i, (url, path, format)) in found.enumerated() {
                group.addTask {
                    let (records, problems) = loadPieces(url, path: path, format: format, knownFields: knownFields,
                                                         requiredFields: requiredFields, files: files, reuse: reuse,
                                                         decode: decode)
                    return (i, records, problems)
                }
            }
            var collected: [(Int, [[Record]], [Diagnostic])] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }
        }
        var records: [[Record]] = []
        var problems = listingProblems
        for (_, r, p) in results {
            records += r
            problems.append(contentsOf: p)
        }
        return (records, problems)
    }
}
