import Foundation
import WaymarkModel

/// Loads every record file of a folder (`data/charters/`, `data/announcements/`) in any mix of
/// YAML, JSON and CSV, files in parallel, results in a stable order.
enum RecordFolder {
    /// The files of `folder` that hold records, sorted by name, and warnings for other files.
    /// Hidden files and `README*` are skipped on purpose; a missing folder is simply empty.
    static func dataFiles(in folder: URL, displayPath: String) -> (files: [(URL, String, RecordFileFormat)], problems: [Diagnostic]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [(URL, String, RecordFileFormat)] = []
        var problems: [Diagnostic] = []
        for name in names.sorted() where !name.hasPrefix(".") && !name.uppercased().hasPrefix("README") {
            let url = folder.appendingPathComponent(name)
            let path = displayPath.isEmpty ? name : displayPath + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
            guard let format = RecordFileFormat(fileName: name) else {
                problems.append(.warning("\"\(name)\" is not a data file and is ignored: expected \(RecordFileFormat.expectedExtensions)",
                                         at: SourceLocation(path: path)))
                continue
            }
            files.append((url, path, format))
        }
        return (files, problems)
    }

    /// Reads and types one file with `decode`; diagnostics carry source excerpts for YAML and JSON.
    static func load<Record: Sendable>(_ url: URL, path: String, format: RecordFileFormat, knownFields: [String],
                                       decode: (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([Record], [Diagnostic]) {
        let (pieces, problems) = loadPieces(url, path: path, format: format, knownFields: knownFields, decode: decode)
        return (pieces.flatMap { $0 }, problems)
    }

    /// Reads and types one file into consecutive pieces; see ``loadPieces(text:path:format:knownFields:decode:)``.
    static func loadPieces<Record: Sendable>(_ url: URL, path: String, format: RecordFileFormat, knownFields: [String],
                                             requiredFields: [String] = [],
                                             decode: (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([[Record]], [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return ([], [.error("cannot read the file", at: SourceLocation(path: path))])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return ([], [.error("file is not UTF-8 text", at: SourceLocation(path: path))])
        }
        return loadPieces(text: text, path: path, format: format, knownFields: knownFields, requiredFields: requiredFields,
                          decode: decode)
    }

    /// Parses and types `text`; see ``load(_:path:format:knownFields:decode:)``.
    static func load<Record: Sendable>(text: String, path: String, format: RecordFileFormat, knownFields: [String],
                                       requiredFields: [String] = [],
                                       decode: (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([Record], [Diagnostic]) {
        let (pieces, problems) = loadPieces(text: text, path: path, format: format, knownFields: knownFields,
                                            requiredFields: requiredFields, decode: decode)
        return (pieces.count == 1 ? pieces[0] : pieces.flatMap { $0 }, problems)
    }

    /// Parses and types `text`, big files on all cores; the records come back in file order as
    /// consecutive pieces (so they are not copied again before the final sort).
    static func loadPieces<Record: Sendable>(text: String, path: String, format: RecordFileFormat, knownFields: [String],
                                             requiredFields: [String] = [],
                                             decode: (RawRecord, Bool) -> (Record?, [Diagnostic])) -> ([[Record]], [Diagnostic]) {
        let file = RecordFile.parse(text, path: path, format: format, knownFields: knownFields, requiredFields: requiredFields)
        let checkUnknown = format != .csv
        let ranges = ConcurrentChunks.ranges(total: file.count, parts: file.count >= 8_000 ? ConcurrentChunks.parallelism : 1)
        let typed = ConcurrentChunks.map(ranges.count) { i -> ([Record], [Diagnostic]) in
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
        if format != .csv { problems = SourceExcerpt.attach(problems, text: text) }
        return (typed.map(\.0), problems)
    }

    /// Loads every file of `folder` in parallel; records come back as consecutive pieces in
    /// file-name order, then file order.
    static func loadAll<Record: Sendable>(folder: URL, displayPath: String, knownFields: [String],
                                          requiredFields: [String] = [],
                                          decode: @escaping @Sendable (RawRecord, Bool) -> (Record?, [Diagnostic])) async
        -> ([[Record]], [Diagnostic]) {
        let (files, listingProblems) = dataFiles(in: folder, displayPath: displayPath)
        let results = await withTaskGroup(of: (Int, [[Record]], [Diagnostic]).self) { group in
            for (i, (url, path, format)) in files.enumerated() {
                group.addTask {
                    let (records, problems) = loadPieces(url, path: path, format: format, knownFields: knownFields,
                                                         requiredFields: requiredFields, decode: decode)
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
