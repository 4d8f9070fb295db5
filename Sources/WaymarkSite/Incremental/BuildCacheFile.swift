import WaymarkModel
import WaymarkRender

/// The contents of a build cache file (``BuildCache``) and its binary format.
///
/// Layout, integers little-endian, strings as a UInt64 byte count and UTF-8:
/// `WAYMARK-BUILD-CACHE\n`, format number, tool identity (``BuildCache/toolIdentity(_:)``), site
/// folder, output folder, environment fingerprint, entry count, then per entry its output path, job
/// fingerprint and ``OutputStamp`` (size, seconds, nanoseconds); then the ``InputDigest`` (0 for
/// none), the ``Summary``, the diagnostics (count, then each one's severity, path, line, column,
/// message and source line, the last as a 0 or 1 and the text), the other files of the output
/// (count, then path and stamp each), the folders of the output (count, then path and
/// ``OutputFolderStamp`` each: inode, modification seconds and nanoseconds, change seconds and
/// nanoseconds); the search index (the identity of the Pagefind program that made it, 0 for none,
/// then the count of its files and each one's path and stamp); and last a ``ContentHash`` of every byte before it. Reading checks the checksum first, so a truncated or altered file is
/// refused as a whole, never half-used.
struct BuildCacheFile: Sendable, Equatable {
    /// The number `format` must have; raise it whenever the layout or the meaning of a field changes.
    static let currentFormat: UInt64 = 4
    static let magic = Array("WAYMARK-BUILD-CACHE\n".utf8)

    /// One rendered file: the fingerprint of the job that made it and its stamp after the build.
    struct Entry: Sendable, Equatable {
        var path: String
        var job: UInt64
        var stamp: OutputStamp
    }

    var format: UInt64 = BuildCacheFile.currentFormat
    /// Which waymark program (and theme, gazetteer, coastlines) wrote it.
    var tool: UInt64
    /// The site and output folders, as absolute paths.
    var siteFolder: String
    var outputFolder: String
    /// What every page shares (``SiteBuilder/environmentFingerprint(_:options:)``).
    var environment: UInt64
    var entries: [Entry]
    /// What the build read (``InputDigest``), or 0 when it is not to be trusted (rows from
    /// `sources:`, the online geocoder); a later build with the same digest writes nothing.
    var inputs: UInt64 = 0
    /// What that build reported, for a later build that writes nothing to report again.
    var summary = Summary()
    var diagnostics: [Diagnostic] = []
    /// The files of the output without a fingerprint (sitemap, static files …) and their stamps.
    var others: [Other] = []
    /// The folders of the output whose entries the build knows (``OutputListing``): recorded only
    /// with ``others``, when the entries and the others are every file of the output.
    var folders: [Folder] = []
    /// The Pagefind program that made the output's search index (``SiteBuilder/identity(of:io:)``), or
    /// 0 when the output has none; the index's files (`pagefind/…`) and their stamps.
    var searchIndexer: UInt64 = 0
    var searchFiles: [Other] = []

    /// The counts of a build's summary line.
    struct Summary: Sendable, Equatable {
        var pages = 0, files = 0, maps = 0, feeds = 0, bytes = 0
    }

    /// A file of the output without a job fingerprint.
    struct Other: Sendable, Equatable {
        var path: String
        var stamp: OutputStamp
    }

    /// A folder of the output and its stamp.
    struct Folder: Sendable, Equatable {
        var path: String
        var stamp: OutputFolderStamp
    }

    /// The listing of the output these entries, others and folders describe (``OutputScan``); `nil`
    /// when no folder was recorded.
    var listing: OutputListing? {
        guard !folders.isEmpty else { return nil }
        var stamps: [String: OutputFolderStamp] = [:]
        stamps.reserveCapacity(folders.count)
        for folder in folders { stamps[folder.path] = folder.stamp }
        return OutputListing(files: entries.map(\.path) + others.map(\.path) + searchFiles.map(\.path), stamps: stamps)
    }

    /// Why a file cannot be used.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var file = CacheFileWriter(magic: Self.magic, capacity: 64 + entries.count * 64)
        file.put(format)
        file.put(tool)
        file.put(siteFolder)
        file.put(outputFolder)
        file.put(environment)
        file.put(UInt64(entries.count))
        for entry in entries {
            file.put(entry.path)
            file.put(entry.job)
            file.put(entry.stamp)
        }
        file.put(inputs)
        for count in [summary.pages, summary.files, summary.maps, summary.feeds, summary.bytes] { file.put(UInt64(count)) }
        file.put(UInt64(diagnostics.count))
        for diagnostic in diagnostics {
            file.put(diagnostic.severity.rawValue)
            file.put(diagnostic.location.path)
            file.put(UInt64(diagnostic.location.line))
            file.put(UInt64(diagnostic.location.column))
            file.put(diagnostic.message)
            file.put(diagnostic.sourceLine == nil ? 0 : 1)
            file.put(diagnostic.sourceLine ?? "")
        }
        file.put(UInt64(others.count))
        for other in others {
            file.put(other.path)
            file.put(other.stamp)
        }
        file.put(UInt64(folders.count))
        for folder in folders {
            file.put(folder.path)
            file.put(folder.stamp)
        }
        file.put(searchIndexer)
        file.put(UInt64(searchFiles.count))
        for other in searchFiles {
            file.put(other.path)
            file.put(other.stamp)
        }
        file.put(Self.checksum(file.bytes[...]))
        return file.bytes
    }

    /// Reads a file's bytes; throws a ``Problem`` saying why they are not a cache this program can use.
    static func decode(_ bytes: [UInt8]) throws(Problem) -> BuildCacheFile {
        var reader = try Reader.body(of: bytes, magic: magic, kind: "build cache", format: currentFormat, checksum: checksum)
        var file = BuildCacheFile(format: currentFormat, tool: try reader.number(), siteFolder: try reader.text(),
                                  outputFolder: try reader.text(), environment: try reader.number(), entries: [])
        let count = try reader.number()
        // Each entry takes at least 40 bytes: a count this large cannot be honest.
        guard count <= UInt64(bytes.count / 40) else { throw Problem(description: "entry count \(count) is too large") }
        file.entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            let path = try reader.text()
            let job = try reader.number()
            let stamp = try reader.stamp()
            file.entries.append(Entry(path: path, job: job, stamp: stamp))
        }
        file.inputs = try reader.number()
        file.summary = Summary(pages: try reader.count(), files: try reader.count(), maps: try reader.count(),
                               feeds: try reader.count(), bytes: try reader.count())
        let diagnostics = try reader.count()
        guard diagnostics <= bytes.count / 56 else { throw Problem(description: "diagnostic count \(diagnostics) is too large") }
        for _ in 0..<diagnostics {
            guard let severity = Diagnostic.Severity(rawValue: try reader.text()) else {
                throw Problem(description: "a diagnostic of no known severity")
            }
            let location = SourceLocation(path: try reader.text(), line: try reader.count(), column: try reader.count())
            let message = try reader.text()
            let hasLine = try reader.number() == 1
            let line = try reader.text()
            file.diagnostics.append(Diagnostic(severity, at: location, message, sourceLine: hasLine ? line : nil))
        }
        // Paths with their stamps, each at least 32 bytes: a count this large cannot be honest.
        func stampedPaths(_ what: String) throws(Problem) -> [Other] {
            let count = try reader.count()
            guard count <= bytes.count / 32 else { throw Problem(description: "\(what) count \(count) is too large") }
            var paths: [Other] = []
            paths.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.text()
                paths.append(Other(path: path, stamp: try reader.stamp()))
            }
            return paths
        }
        file.others = try stampedPaths("file")
        let folders = try reader.count()
        guard folders <= bytes.count / 48 else { throw Problem(description: "folder count \(folders) is too large") }
        file.folders.reserveCapacity(folders)
        for _ in 0..<folders {
            let path = try reader.text()
            file.folders.append(Folder(path: path, stamp: try reader.folderStamp()))
        }
        file.searchIndexer = try reader.number()
        file.searchFiles = try stampedPaths("search file")
        guard reader.offset == reader.end else { throw Problem(description: "bytes after the last entry") }
        return file
    }

    /// The checksum stored at the end: a ``ContentHash`` of the bytes (eight at a time; the 20 MB of
    /// the 110k-page site's file took 15 ms a byte at a time, on every build's load and save).
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 { CacheFileWriter.contentChecksum(bytes) }

    /// Reads numbers and strings up to `end`.
    struct Reader {
        /// The body of a cache file in `bytes`: after `magic` (else "not a Waymark `kind`") and a
        /// format number that must be `format`, up to the last 8 bytes, which must hold `checksum`
        /// of everything before them. The envelope every file of the cache folder shares.
        static func body(of bytes: [UInt8], magic: [UInt8], kind: String, format: UInt64,
                         checksum: (ArraySlice<UInt8>) -> UInt64) throws(Problem) -> Reader {
            guard bytes.count >= magic.count, bytes[..<magic.count].elementsEqual(magic) else {
                throw Problem(description: "not a Waymark \(kind)")
            }
            guard bytes.count >= magic.count + 16 else { throw Problem(description: "truncated") }
            var reader = Reader(bytes: bytes, offset: magic.count)
            let found = try reader.number()
            guard found == format else {
                throw Problem(description: "format \(found), this waymark reads format \(format)")
            }
            var tail = Reader(bytes: bytes, offset: bytes.count - 8)
            guard try tail.number() == checksum(bytes[..<(bytes.count - 8)]) else {
                throw Problem(description: "checksum mismatch (truncated or corrupt)")
            }
            reader.end = bytes.count - 8
            return reader
        }

        let bytes: [UInt8]
        var offset: Int
        var end: Int

        init(bytes: [UInt8], offset: Int) {
            self.bytes = bytes
            self.offset = offset
            end = bytes.count
        }

        mutating func number() throws(Problem) -> UInt64 {
            guard end - offset >= 8 else { throw Problem(description: "truncated") }
            var value: UInt64 = 0
            for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            offset += 8
            return value
        }

        /// A stamp as ``CacheFileWriter`` writes it: size, seconds, nanoseconds.
        mutating func stamp() throws(Problem) -> OutputStamp {
            OutputStamp(size: try number(), seconds: Int64(bitPattern: try number()),
                        nanoseconds: Int64(bitPattern: try number()))
        }

        /// A folder's stamp as ``CacheFileWriter`` writes it: inode, modification seconds and
        /// nanoseconds, change seconds and nanoseconds.
        mutating func folderStamp() throws(Problem) -> OutputFolderStamp {
            OutputFolderStamp(inode: try number(), modified: Int64(bitPattern: try number()),
                              modifiedNanoseconds: Int64(bitPattern: try number()),
                              changed: Int64(bitPattern: try number()), changedNanoseconds: Int64(bitPattern: try number()))
        }

        /// A number that counts something, so fits an `Int`.
        mutating func count() throws(Problem) -> Int {
            let value = try number()
            guard value <= UInt64(Int.max) else { throw Problem(description: "a count of \(value)") }
            return Int(value)
        }

        mutating func text() throws(Problem) -> String {
            let count = try number()
            guard count <= UInt64(end - offset) else { throw Problem(description: "truncated") }
            let start = offset
            offset += Int(count)
            guard let text = String(validating: bytes[start..<offset], as: UTF8.self) else {
                throw Problem(description: "a path that is not UTF-8")
            }
            return text
        }
    }
}
