import Foundation
import Testing
@testable import WaymarkServe

@Suite struct DirectorySnapshotTests {
    @Test func reportsCreatedModifiedAndDeletedPaths() throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let kept = try site.write("same", to: "pages/kept.md")
        let edited = try site.write("one", to: "pages/edited.md")
        let deleted = try site.write("gone", to: "pages/deleted.md")
        let before = DirectorySnapshot(roots: [site.path])

        try site.write("two, longer", to: "pages/edited.md")
        try FileManager.default.removeItem(atPath: deleted)
        let created = try site.write("new", to: "reports/new.md")
        let after = DirectorySnapshot(roots: [site.path])

        let changes = before.changes(to: after)
        #expect(changes.paths.isSuperset(of: [edited, deleted, created, site.path + "/reports"]))
        #expect(!changes.paths.contains(kept))
        #expect(after.changes(to: after).isEmpty)
    }

    @Test func sameSizeEditIsSeenThroughTheModificationTime() throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        let file = try site.write("aaaa", to: "a.md")
        let before = DirectorySnapshot(roots: [site.path])
        try site.write("bbbb", to: "a.md")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        #expect(before.changes(to: DirectorySnapshot(roots: [site.path])).paths.contains(file))
    }

    @Test func ignoresHiddenAndEditorFilesAndMissingRoots() throws {
        let site = try TemporaryFolder()
        defer { site.remove() }
        try site.write("x", to: "pages/a.md")
        let before = DirectorySnapshot(roots: [site.path, site.path + "/missing"])
        try site.write("x", to: ".git/objects/ab")
        try site.write("x", to: "pages/.a.md.swp")
        try site.write("x", to: "pages/a.md~")
        try site.write("x", to: "pages/4913")
        try site.write("x", to: ".waymark/serve-output/index.html")
        #expect(before.changes(to: DirectorySnapshot(roots: [site.path, site.path + "/missing"])).isEmpty)
    }

    @Test(arguments: [
        (".git", true), (".a.md.swp", true), ("#a.md#", true), ("a.md~", true), ("a.md.swp", true),
        ("4913", true), ("", true), ("a.md", false), ("site.yml", false), ("4914", false), ("Templates", false),
    ])
    func changeFilter(_ name: String, _ ignored: Bool) {
        #expect(ChangeFilter.ignores(name: name) == ignored)
    }
}
