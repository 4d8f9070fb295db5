import Foundation
import Testing
@testable import WaymarkServe

/// Both watchers against a real temporary folder. Every wait is bounded.
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

    /// Collects batches until their union contains every path in `expected`, or 15 s pass.
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
                try await Task.sleep(for: .seconds(15))
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
        let watcher = try makeWatcher(kind, site)
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(60))  // let polling take its first snapshot's successor
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
        _ = await collect(from: watcher, until: [first])
        try await Task.sleep(for: .milliseconds(60))
        // The new folder must now be watched itself: a later edit inside it is reported.
        try site.write("two", to: "reports/2026/route.md")
        let second = await collect(from: watcher, until: [first])
        #expect(second.paths.contains(first))
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

    @Test func inotifyDebouncesASaveIntoOneBatch() async throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let watcher = try InotifyWatcher(directories: [site.url], debounce: .milliseconds(150))
        defer { watcher.stop() }
        // An editor's save: write a temporary file, write the page, rename, touch.
        let page = site.path + "/pages/a.md"
        try site.write("draft", to: "pages/a.md.tmp")
        try site.write("v1", to: "pages/a.md")
        try site.write("v2", to: "pages/a.md")
        try FileManager.default.moveItem(atPath: site.path + "/pages/a.md.tmp", toPath: site.path + "/pages/b.md")
        var batches: [ChangeSet] = []
        let reader = Task {
            var seen: [ChangeSet] = []
            for await batch in watcher.changes { seen.append(batch) }
            return seen
        }
        try await Task.sleep(for: .milliseconds(700))
        watcher.stop()
        batches = await reader.value
        #expect(batches.count == 1)
        #expect(batches.first?.paths.isSuperset(of: [page, site.path + "/pages/b.md"]) == true)
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
