import Foundation
import Testing
@testable import WaymarkServe

/// Both watchers against a real temporary folder. Every wait ends within ``Patience``; what is
/// checked is which changes are reported and how they are grouped, never how soon.
@Suite(.serialized) struct ChangeWatcherTests {
    enum Kind: String, CaseIterable, Sendable {
        case inotify, polling
    }

    private func makeWatcher(_ kind: Kind, _ folder: TemporaryFolder) throws -> any ChangeWatcher {
        switch kind {
        case .inotify: try InotifyWatcher(directories: [folder.url], debounce: .milliseconds(40))
        case .polling: try PollingWatcher(directories: [folder.url], interval: .milliseconds(40))
        }
    }

    /// Collects batches until their union contains every path in `expected`, or ``Patience`` passes.
    private func collect(
        from watcher: any ChangeWatcher, until expected: Set<String>
    ) async -> ChangeSet {
        let collector = Task {
            var union = ChangeSet.empty
            for await batch in watcher.changes {
                union.merge(batch)
                if union.paths.isSuperset(of: expected) { break }
            }
            return union
        }
        let timeout = Task {
            do {
                try await Task.sleep(for: Patience.duration)
                watcher.stop()
            } catch {}  // cancelled: the batches came in time
        }
        let result = await collector.value
        timeout.cancel()
        return result
    }

    @Test(arguments: Kind.allCases)
    func reportsAnEditedFile(_ kind: Kind) async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let page = try site.write("# Split", to: "pages/split.md")
        // Both watchers look at the folder before they return (watches added, first scan taken), and
        // the edit changes the file's size: it is a change to either however late it is seen.
        let watcher = try makeWatcher(kind, site)
        defer { watcher.stop() }
        try site.write("# Split harbour, edited", to: "pages/split.md")
        let changes = await collect(from: watcher, until: [page])
        #expect(changes.paths.contains(page))
    }

    @Test(arguments: Kind.allCases)
    func watchesFoldersCreatedLater(_ kind: Kind) async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let watcher = try makeWatcher(kind, site)
        defer { watcher.stop() }
        let first = try site.write("one", to: "reports/2026/route.md")
        #expect(await collect(from: watcher, until: [first]).paths.contains(first))
        // The new folder must now be watched itself: a file made in it later is reported. (A new
        // path, so a late batch of the first write cannot stand in for it.)
        let later = try site.write("two", to: "reports/2026/later.md")
        #expect(await collect(from: watcher, until: [later]).paths.contains(later))
    }

    @Test(arguments: Kind.allCases)
    func ignoresEditorNoise(_ kind: Kind) async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let watcher = try makeWatcher(kind, site)
        defer { watcher.stop() }
        try site.write("swap", to: "pages/.split.md.swp")
        try site.write("backup", to: "pages/split.md~")
        let page = try site.write("real", to: "pages/split.md")
        let changes = await collect(from: watcher, until: [page])
        #expect(changes.paths.contains(page))
        #expect(changes.paths.allSatisfy { !$0.hasSuffix(".swp") && !$0.hasSuffix("~") })
    }

    /// An editor's save (a temporary file written, the page written twice, the temporary file renamed)
    /// is one batch. The save is made once the watches are in place but before the session reads:
    /// its events wait in the kernel's queue, all of them there when the session first looks, so
    /// however slowly this machine runs no event of it can come after the quiet time began. The
    /// session is stopped after its first batch, which must hold the whole save.
    @Test func inotifyDebouncesASaveIntoOneBatch() async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path + "/pages", withIntermediateDirectories: true)
        let session = try InotifySession(roots: [site.path])
        let page = site.path + "/pages/a.md"
        try site.write("draft", to: "pages/a.md.tmp")
        try site.write("v1", to: "pages/a.md")
        try site.write("v2", to: "pages/a.md")
        try FileManager.default.moveItem(atPath: site.path + "/pages/a.md.tmp", toPath: site.path + "/pages/b.md")
        let batches = try await RawHTTPClient.onThread { () -> [ChangeSet] in
            let wake = try WakeSignal()
            var batches: [ChangeSet] = []
            session.run(wake: wake, quietMilliseconds: 150) { batch in
                batches.append(batch)
                wake.signal()
            }
            return batches
        }
        #expect(batches.count == 1)
        #expect(batches.first?.paths.isSuperset(of: [page, site.path + "/pages/b.md"]) == true, "\(batches)")
    }

    @Test(arguments: Kind.allCases)
    func stopFinishesTheStream(_ kind: Kind) async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let watcher = try makeWatcher(kind, site)
        watcher.stop()
        watcher.stop()
        var count = 0
        for await _ in watcher.changes { count += 1 }
        #expect(count == 0)
    }

    @Test func inotifyNeedsAnExistingRootOnlyOptionally() async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let watcher = try InotifyWatcher(
            directories: [site.url, site.url.appendingPathComponent("no-such-theme")], debounce: .milliseconds(20))
        defer { watcher.stop() }
        let page = try site.write("x", to: "a.md")
        #expect(await collect(from: watcher, until: [page]).paths.contains(page))
    }
}
