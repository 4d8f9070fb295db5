#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import WaymarkCore
import WaymarkOutput

/// The search index under `--cache` (docs/scale.md, "Search"): an output like the others. An
/// update that changes no page keeps the index the output holds, as long as the same Pagefind
/// made it and its files are as the cache recorded them; otherwise the whole new site is indexed
/// before the output changes, and only the index files whose bytes changed are put in place.
extension SiteBuilder {
    /// The identity of the Pagefind program (its path, and ``BuildCache/programIdentity(_:io:)`` of
    /// the file it leads to, read through `io`): an index made by another program is made again.
    static func identity(of indexer: SearchIndexer, io: FileIO) -> UInt64 {
        let resolved = io.resolvedPath(indexer.executable)
        var hash = StableHash()
        hash.combine("pagefind")
        hash.combine(resolved)
        hash.combine(BuildCache.programIdentity(resolved, io: io))
        return hash.value
    }

    /// Whether `scan` (an output folder) holds the search index `cache` recorded, made by `indexer`:
    /// the same program, every recorded file with its stamp, and no other file under `pagefind/`.
    static func holdsRecordedSearchIndex(_ scan: OutputScan, cache: BuildCacheRun, indexer: UInt64) -> Bool {
        let recorded = cache.recordedSearchStamps
        guard cache.recordedSearch.indexer == indexer, !recorded.isEmpty,
              recorded.allSatisfy({ scan.files[$0.key] == $0.value }) else { return false }
        let prefix = SearchIndexer.bundleFolder + "/"
        return scan.files.keys.count(where: { $0.hasPrefix(prefix) }) == recorded.count
    }

    /// The search index of an in-place update whose pages are `newPaths`, of which `written` were
    /// written into `staging`'s new files and the others are in `output` as `scan` found it. Kept
    /// when no page changed (none written, none retired) and the output holds the recorded index;
    /// otherwise made over a folder of hard links to the new site's pages, inside `staging`, and
    /// its files whose bytes differ from the output's written into the new files. Returns the
    /// index's files and those written.
    func updateSearchIndex(_ indexer: SearchIndexer, scan: OutputScan, newPaths: [String], written: [String],
                           staging: String, output: String, cache: BuildCacheRun,
                           _ run: BuildRun) throws(SearchIndexFailure) -> (index: BuildCacheRun.SearchIndex, written: [String]) {
        let identity = Self.identity(of: indexer, io: io)
        let wanted = Set(newPaths)
        let pagesChanged = written.contains { $0.hasSuffix(".html") }
            || scan.files.keys.contains { $0.hasSuffix(".html") && !wanted.contains($0) }
        if !pagesChanged && Self.holdsRecordedSearchIndex(scan, cache: cache, indexer: identity) {
            let files = cache.recordedSearch.files
            run.totals.files += files.count
            run.clock.lap("search", "no page changed: the \(files.count) files of the search index kept")
            return (BuildCacheRun.SearchIndex(indexer: identity, files: files), [])
        }
        let newFiles = OutputPatch.newFiles(in: staging)
        let site = staging + "/search-site"
        let rewritten = Set(written)
        for path in newPaths where path.hasSuffix(".html") {
            let source = (rewritten.contains(path) ? newFiles : output) + "/" + path
            let link = site + "/" + path
            if let slash = link.lastIndex(of: "/") { try? io.makeFolder?(String(link[..<slash])) }
            guard io.hardLink(source, link) else {
                throw SearchIndexFailure(executable: indexer.executable, status: nil,
                                         output: "cannot link \(source) to \(link): \(String(cString: strerror(errno)))")
            }
        }
        let files = try indexForSearch(indexer, folder: site, run)
        var put: [String] = []
        for file in files {
            guard let bytes = try? io.read(site + "/" + file) else {
                throw SearchIndexFailure(executable: indexer.executable, status: nil, output: "cannot read \(site)/\(file)")
            }
            if let stamp = scan.files[file], stamp.size == UInt64(bytes.count), (try? io.read(output + "/" + file)) == bytes { continue }
            do {
                try io.write(file, bytes: bytes, into: newFiles, reusing: nil)
            } catch {
                throw SearchIndexFailure(executable: indexer.executable, status: nil, output: "cannot write \(file): \(error)")
            }
            put.append(file)
        }
        return (BuildCacheRun.SearchIndex(indexer: identity, files: files), put)
    }
}
