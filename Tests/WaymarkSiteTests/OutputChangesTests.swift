import Foundation
import Testing
import WaymarkCore
import WaymarkOutput
@testable import WaymarkSite

/// The changes of an in-place update (``OutputChanges``): the shortcut for a rebuild that keeps every
/// file gives exactly what the sets of all paths and folders give, and the scan finds the folders
/// that hold no file at any depth.
@Suite struct OutputChangesTests {
    /// A random output tree under `root`: files in folders up to four deep, empty folders, folders
    /// holding only empty folders or a link, links. Returns the files' relative paths.
    static func makeTree(_ root: String, _ random: inout SeededGenerator) throws -> [String] {
        let names = ["a", "b", "c", "d"]
        var files: [String] = []
        // Names never collide: folders are a–d, everything else is numbered by its draw.
        for number in 0..<Int.random(in: 5...40, using: &random) {
            let depth = Int.random(in: 0...4, using: &random)
            let folders = (0..<depth).map { _ in names.randomElement(using: &random) ?? "a" }
            let folder = folders.joined(separator: "/")
            let full = folder.isEmpty ? root : root + "/" + folder
            try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                try FileManager.default.createDirectory(atPath: full + "/e\(number)/f", withIntermediateDirectories: true)
            case 1:
                try FileManager.default.createSymbolicLink(atPath: full + "/l\(number)", withDestinationPath: "nowhere")
            default:
                let name = "p\(number).html"
                try Data("x".utf8).write(to: URL(fileURLWithPath: full + "/" + name))
                files.append(folder.isEmpty ? name : folder + "/" + name)
            }
        }
        return files
    }

    static func sorted(_ changes: OutputChanges) -> OutputChanges {
        OutputChanges(retired: changes.retired.sorted(), emptied: changes.emptied.sorted(), made: changes.made.sorted())
    }

    /// One random round: the changes by the shortcut, by the sets, and as the update chooses them.
    struct Round: Sendable {
        var scanFoundTheFiles: Bool
        var shortcut: OutputChanges
        var reference: OutputChanges
        var chosen: OutputChanges
        var newPaths: [String]
    }

    /// Builds and scans `count` random trees (file work on a thread of its own, ``onOwnThread(_:)``).
    static func rounds(_ count: Int) throws -> [Round] {
        var random = SeededGenerator(seed: 26)
        var rounds: [Round] = []
        for _ in 0..<count {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let root = folder.appending("Out")
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            let files = try Self.makeTree(root, &random)
            guard let scan = OutputScan.of(root, io: .local) else { throw CocoaError(.fileReadUnknown) }
            // Every file kept, plus new ones: in new folders, in existing (also empty) folders, and
            // one where an empty folder is (a folder that becomes a file).
            var added: [String] = []
            for index in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: added.append("new\(index)/deep/n\(index).html")
                case 1: if let place = scan.folders.sorted().randomElement(using: &random) { added.append(place + "/n\(index).html") }
                default: if let empty = scan.emptyFolders.sorted().randomElement(using: &random),
                            !added.contains(where: { $0.hasPrefix(empty + "/") }) { added.append(empty) }
                }
            }
            let newPaths = Array(Set(files + added).subtracting(added.filter { path in
                added.contains { $0.hasPrefix(path + "/") }
            })).shuffled(using: &random)
            let absent = newPaths.filter { scan.files[$0] == nil }
            rounds.append(Round(scanFoundTheFiles: Set(scan.files.keys) == Set(files),
                                shortcut: Self.sorted(OutputChanges.keepingEveryFile(scan: scan, absent: absent)),
                                reference: Self.sorted(OutputChanges.bySets(scan: scan, newPaths: newPaths)),
                                chosen: Self.sorted(OutputChanges(scan: scan, newPaths: newPaths)),
                                newPaths: newPaths.sorted()))
        }
        return rounds
    }

    @Test func keepingEveryFileGivesWhatTheSetsGive() async throws {
        let rounds = try await onOwnThread { try Self.rounds(24) }
        #expect(rounds.count == 24)
        for (number, round) in rounds.enumerated() {
            #expect(round.scanFoundTheFiles, "round \(number)")
            #expect(round.shortcut == round.reference, "round \(number): \(round.newPaths)")
            #expect(round.chosen == round.reference, "round \(number)")
        }
    }

    @Test func aRebuildThatDropsAFileTakesTheSets() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("Out")
        for path in ["a/one.html", "a/b/two.html", "c/three.html"] {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        let scan = try #require(OutputScan.of(root, io: .local))
        let changes = Self.sorted(OutputChanges(scan: scan, newPaths: ["a/one.html", "a/b/two.html"]))
        #expect(changes == OutputChanges(retired: ["c/three.html"], emptied: ["c"], made: []))
    }

    @Test func theScanFindsFoldersWithoutFilesAtAnyDepth() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("Out")
        let manager = FileManager.default
        for path in ["full/sub", "hollow/inner/deeper", "linked", "top"] {
            try manager.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/full/sub/page.html"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/top.html"))
        try manager.createSymbolicLink(atPath: root + "/linked/to", withDestinationPath: "../top.html")
        let scan = try #require(OutputScan.of(root, io: .local))
        #expect(scan.emptyFolders.sorted() == ["hollow", "hollow/inner", "hollow/inner/deeper", "linked", "top"])
        #expect(scan.folders.count == 7)
    }
}
