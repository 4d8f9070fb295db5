import Foundation
import Synchronization
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// The files of `--cache` go through the build's ``FileIO``: a test sees them written, and a cache
/// that cannot be written or read is a warning, never a failed build or a different output.
@Suite struct CacheFileStoreTests {
    /// `FileIO.local` that records the cache folder's writes and renames and refuses what `refuse`
    /// names (`"write"`, `"read"`) for the cache folder's files.
    private final class CacheFolderIO: Sendable {
        let folder: String
        let refuse: Mutex<Set<String>> = Mutex([])
        let seen = Mutex<[String]>([])
        init(folder: String) { self.folder = folder }

        var io: FileIO {
            var io = FileIO.local
            let prefix = folder + "/"
            io.write = { path, bytes in
                if path.hasPrefix(prefix) {
                    self.seen.withLock { $0.append("write " + String(path.dropFirst(prefix.count).prefix(6))) }
                    if self.refuse.withLock({ $0.contains("write") }) { throw POSIXError(.EACCES) }
                }
                try FileIO.local.write(path, bytes)
            }
            io.replaceFile = { from, to in
                if to.hasPrefix(prefix) { self.seen.withLock { $0.append("rename " + String(to.dropFirst(prefix.count).prefix(6))) } }
                try FileIO.local.replaceFile(from, to)
            }
            io.read = { path in
                if path.hasPrefix(prefix), self.refuse.withLock({ $0.contains("read") }) { throw POSIXError(.EIO) }
                return try FileIO.local.read(path)
            }
            return io
        }
    }

    @Test func theCacheFilesAreWrittenThroughTheBuildsFileSystem() async throws {
        let site = try BuildCacheTests.CachedSite("pets-charters")
        let files = CacheFolderIO(folder: site.cacheFolder)
        let builder = SiteBuilder(io: files.io, pageKinds: .standard)
        let first = await builder.build(site.options(into: site.output, cache: true, today: FixtureBuild.today))
        #expect(first.wroteOutput, "\(first.diagnostics)")
        #expect(first.cacheWarnings == [])
        // Each cache file goes to a temporary file, then is renamed over the cache file.
        let written = files.seen.withLock { $0 }
        for kind in ["build-", "data-", "feeds-"] {
            #expect(written.contains { $0.hasPrefix("write " + kind) }, "\(kind) written: \(written)")
            #expect(written.contains { $0.hasPrefix("rename " + kind) }, "\(kind) renamed: \(written)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.cacheFolder).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func aCacheThatCannotBeWrittenOrReadIsAWarning() async throws {
        let site = try BuildCacheTests.CachedSite("pets-charters")
        let files = CacheFolderIO(folder: site.cacheFolder)
        let builder = SiteBuilder(io: files.io, pageKinds: .standard)
        let options = site.options(into: site.output, cache: true, today: FixtureBuild.today)
        files.refuse.withLock { $0 = ["write"] }
        let unwritten = await builder.build(options)
        #expect(unwritten.wroteOutput, "\(unwritten.diagnostics)")
        #expect(unwritten.cacheWarnings.contains { $0.contains("build cache not written") }, "\(unwritten.cacheWarnings)")
        #expect(unwritten.cacheWarnings.contains { $0.contains("data row cache not written") }, "\(unwritten.cacheWarnings)")
        try await site.expectSameAsClean("after a cache that could not be written")

        files.refuse.withLock { $0 = [] }
        try site.copy.edit("data/charters/charters.yml", replacing: "Galeb", with: "Galeb II")
        _ = await builder.build(options)
        files.refuse.withLock { $0 = ["read"] }
        try site.copy.edit("data/charters/charters.yml", replacing: "Galeb II", with: "Galeb III")
        let unread = await builder.build(options)
        #expect(unread.wroteOutput, "\(unread.diagnostics)")
        #expect(unread.cacheWarnings.contains { $0.contains("build cache ignored: cannot be read") }, "\(unread.cacheWarnings)")
        try await site.expectSameAsClean("after a cache that could not be read")
    }
}
