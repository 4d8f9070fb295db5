import Foundation
import Synchronization
import Testing
import WaymarkOutput
@testable import WaymarkSite
@testable import WaymarkServe

@Suite struct PreviewOutputSyncTests {
    @Test func writesOnlyChangedFilesAndRemovesVanishedOnes() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let folder = root.url.appendingPathComponent("out")
        try root.write("left over from an earlier run", to: "out/stale.html")
        let sync = PreviewOutputSync(folder: folder)

        let first = try sync.apply([("index.html", Array("home".utf8)), ("a/index.html", Array("a".utf8))])
        #expect(first == (written: 2, removed: 0))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/stale.html"))

        let second = try sync.apply([("index.html", Array("home".utf8)), ("a/index.html", Array("a, edited".utf8)), ("b.css", [1])])
        #expect(second == (written: 2, removed: 0))
        #expect(try String(contentsOfFile: folder.path + "/a/index.html", encoding: .utf8) == "a, edited")

        let third = try sync.apply([("index.html", Array("home".utf8))])
        #expect(third == (written: 0, removed: 2))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/b.css"))
        #expect(try String(contentsOfFile: folder.path + "/index.html", encoding: .utf8) == "home")
    }

    /// The same paths in another order, or as many paths with one renamed, are matched by path.
    @Test func pathsInAnotherOrderOrRenamedAreMatchedByPath() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let folder = root.url.appendingPathComponent("out")
        let sync = PreviewOutputSync(folder: folder)
        let (a, b) = (Array("a".utf8), Array("b".utf8))
        try sync.apply([("a.html", a), ("b.html", b)])
        #expect(try sync.apply([("b.html", b), ("a.html", a)]) == (written: 0, removed: 0))
        #expect(try sync.apply([("b.html", b), ("c.html", a)]) == (written: 1, removed: 1))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/a.html"))
        #expect(try String(contentsOfFile: folder.path + "/c.html", encoding: .utf8) == "a")
        #expect(try sync.apply([("b.html", Array("b2".utf8)), ("c.html", a)]) == (written: 1, removed: 0))
        #expect(try String(contentsOfFile: folder.path + "/b.html", encoding: .utf8) == "b2")
    }

    @Test func anArrayHandedBackUnchangedIsNotHashedOrWrittenAndEqualBytesAreNotWrittenEither() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let folder = root.url.appendingPathComponent("out")
        let sync = PreviewOutputSync(folder: folder)
        let kept = Array("kept by the render cache".utf8)
        try sync.apply([("kept.html", kept), ("page.html", Array("one".utf8))])
        // Someone else changes the served copy: a file recognised by its storage is not rewritten...
        try root.write("tampered", to: "out/kept.html")
        #expect(try sync.apply([("kept.html", kept), ("page.html", Array("two".utf8))]) == (written: 1, removed: 0))
        #expect(try String(contentsOfFile: folder.path + "/kept.html", encoding: .utf8) == "tampered")
        // ...nor is a new array with the same bytes, but a new array with other bytes is.
        #expect(try sync.apply([("kept.html", Array("kept by the render cache".utf8)), ("page.html", Array("two".utf8))])
                == (written: 0, removed: 0))
        #expect(try sync.apply([("kept.html", Array("rendered again".utf8)), ("page.html", Array("two".utf8))])
                == (written: 1, removed: 0))
        #expect(try String(contentsOfFile: folder.path + "/kept.html", encoding: .utf8) == "rendered again")
    }

    @Test(arguments: ["../escape.html", "/etc/x", "a/../../x", "a//b", "./a"])
    func refusesPathsThatLeaveTheFolder(_ path: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sync = PreviewOutputSync(folder: root.url.appendingPathComponent("out"))
        #expect(throws: OutputPathError.self) { try sync.apply([(path, [1])]) }
        #expect(!FileManager.default.fileExists(atPath: root.path + "/escape.html"))
    }
}

@Suite struct SourceReadCacheTests {
    /// A file system over the real one that counts reads and listings.
    private final class Counter: Sendable {
        private let counts = Mutex<(reads: [String], listings: Int, linked: Int)>(([], 0, 0))
        var reads: [String] { counts.withLock { $0.reads } }
        var listings: Int { counts.withLock { $0.listings } }
        var linkedListings: Int { counts.withLock { $0.linked } }
        func io() -> FileIO {
            var io = FileIO.local
            io.read = { path in
                self.counts.withLock { $0.reads.append(URL(fileURLWithPath: path).lastPathComponent) }
                return try FileIO.local.read(path)
            }
            io.listFiles = { folder in
                self.counts.withLock { $0.listings += 1 }
                return try FileIO.local.listFiles(folder)
            }
            io.listFilesFollowingLinks = { folder, site in
                self.counts.withLock { $0.linked += 1 }
                return try FileIO.local.listFilesFollowingLinks(folder, site)
            }
            return io
        }
    }

    /// A site of two pages (`a` the path of the first) behind a source cache over a counter.
    private static func twoPages() throws -> (TemporaryFolder, a: String, Counter, SourceReadCache, FileIO) {
        let site = try TemporaryFolder()
        let a = try site.write("a1", to: "pages/a.md")
        try site.write("b1", to: "pages/b.md")
        let counter = Counter()
        let cache = SourceReadCache(roots: [site.url])
        return (site, a, counter, cache, cache.fileIO(over: counter.io()))
    }

    @Test func readsOnlyWhatAChangeNamed() throws {
        let (site, a, counter, cache, io) = try Self.twoPages()
        defer { site.remove() }

        #expect(try io.listFiles(site.path + "/pages") == ["a.md", "b.md"])
        #expect(try io.read(site.path + "/pages/a.md") == Array("a1".utf8))
        #expect(try io.read(site.path + "/pages/b.md") == Array("b1".utf8))
        #expect(try io.read(site.path + "/pages/../pages/a.md") == Array("a1".utf8))
        #expect(counter.reads == ["a.md", "b.md"])

        try site.write("a2", to: "pages/a.md")
        cache.invalidate(ChangeSet(paths: [a]))
        #expect(try io.read(site.path + "/pages/a.md") == Array("a2".utf8))
        #expect(try io.read(site.path + "/pages/b.md") == Array("b1".utf8))
        #expect(counter.reads == ["a.md", "b.md", "a.md"])
        _ = try io.listFiles(site.path + "/pages")
        #expect(counter.listings == 1)  // an edit of a known file keeps the listing

        let c = try site.write("c1", to: "pages/c.md")
        cache.invalidate(ChangeSet(paths: [c]))
        #expect(try io.listFiles(site.path + "/pages") == ["a.md", "b.md", "c.md"])
        #expect(counter.listings == 2)

        cache.invalidate(.everything)
        _ = try io.read(site.path + "/pages/b.md")
        #expect(counter.reads.last == "b.md" && counter.reads.count == 4)
    }

    /// The content loader's listing (which follows links inside the site) is kept while changes
    /// only edit known files, and made again after a file was created.
    @Test func theListingThatFollowsLinksIsKeptUntilAFileIsCreatedOrRemoved() throws {
        let (site, a, counter, cache, io) = try Self.twoPages()
        defer { site.remove() }
        let pages = site.path + "/pages"
        let first = try io.listFilesFollowingLinks(pages, site.path)
        #expect(first.files == ["a.md", "b.md"])
        _ = try io.read(a)

        try site.write("a2", to: "pages/a.md")
        cache.invalidate(ChangeSet(paths: [a]))
        #expect(try io.listFilesFollowingLinks(pages, site.path) == first)
        #expect(counter.linkedListings == 1)

        let c = try site.write("c1", to: "pages/c.md")
        cache.invalidate(ChangeSet(paths: [c]))
        #expect(try io.listFilesFollowingLinks(pages, site.path).files == ["a.md", "b.md", "c.md"])
        #expect(counter.linkedListings == 2)
        try FileManager.default.removeItem(atPath: a)
        cache.invalidate(ChangeSet(paths: [a]))
        #expect(try io.listFilesFollowingLinks(pages, site.path).files == ["b.md", "c.md"])
        #expect(counter.linkedListings == 3)
    }

    @Test func filesOutsideTheRootsAreNeverCached() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("x", to: "elsewhere/data.csv")
        let counter = Counter()
        let io = SourceReadCache(roots: [root.url.appendingPathComponent("site")]).fileIO(over: counter.io())
        _ = try io.read(root.path + "/elsewhere/data.csv")
        _ = try io.read(root.path + "/elsewhere/data.csv")
        #expect(counter.reads.count == 2)
    }
}
