import Foundation
import Synchronization
import Testing
@testable import WaymarkOutput
@testable import WaymarkSite

/// The in-place update of an output folder (``OutputPatch``): the steps ``SiteBuilder/patchSteps``
/// makes turn any old tree into exactly the new one; a failure at any step leaves the old tree; a
/// process stopped at any step leaves a journal whose replay (also after a replay stopped in turn)
/// gives exactly the new tree; the next build's clean-up replays it.
@Suite struct OutputPatchTests {
    /// The old output: a file to replace, one to keep, one to drop, a file that becomes a folder, a
    /// folder that becomes a file, a stray folder, a symbolic link and a hidden file.
    static func makeOld(_ output: String) throws {
        try write(output, "index.html", "old index")
        try write(output, "keep.html", "keep")
        try write(output, "gone.html", "gone")
        try write(output, "a", "a was a file")
        try write(output, "dir/x.html", "x")
        try write(output, "dir/sub/y.html", "y")
        try write(output, "stray/deep/z.txt", "z")
        try write(output, ".hidden", "h")
        try FileManager.default.createDirectory(atPath: output + "/empty/inner", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/link.html", withDestinationPath: "keep.html")
    }

    /// What the build writes: (path, bytes); keep.html is unchanged, so not among the files written.
    static let new: [(String, String)] = [
        ("index.html", "new index"), ("keep.html", "keep"), ("a/b.html", "b"), ("dir", "dir is a file now"),
        ("new/deeper/n.html", "n"), ("link.html", "a file where the link was"),
    ]

    static func write(_ root: String, _ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Every entry under `root` by relative path: a file's text, `<folder>`, or `<link to …>`.
    static func tree(_ root: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        func walk(_ relative: String) throws {
            let folder = relative.isEmpty ? root : root + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                let inside = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + inside
                let type = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
                if type == .typeDirectory {
                    entries[inside] = "<folder>"
                    try walk(inside)
                } else if type == .typeSymbolicLink {
                    entries[inside] = "<link to \(try FileManager.default.destinationOfSymbolicLink(atPath: full))>"
                } else {
                    entries[inside] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: full)), as: UTF8.self)
                }
            }
        }
        try walk("")
        return entries
    }

    /// An old output and a staging folder holding the new files, with the steps between them and
    /// the tree the patch must give.
    struct Scenario {
        let folder: TemporaryFolder
        let output: String
        let staging: String
        let steps: [OutputPatch.Step]
        let old: [String: String]
        let expected: [String: String]

        init(stagingName: String = "staging") throws {
            folder = try TemporaryFolder()
            output = folder.appending("Out")
            staging = folder.appending(stagingName)
            try OutputPatchTests.makeOld(output)
            old = try OutputPatchTests.tree(output)
            guard let scan = OutputScan.of(output, io: .local) else { throw CocoaError(.fileReadUnknown) }
            let written = OutputPatchTests.new.filter { $0.0 != "keep.html" }
            for (path, text) in written { try OutputPatchTests.write(OutputPatch.newFiles(in: staging), path, text) }
            steps = SiteBuilder.patchSteps(scan: scan, newPaths: OutputPatchTests.new.map(\.0),
                                           written: written.map(\.0).sorted())
            // A clean build of the new files.
            let reference = folder.appending("Reference")
            for (path, text) in OutputPatchTests.new { try OutputPatchTests.write(reference, path, text) }
            expected = try OutputPatchTests.tree(reference)
        }
    }

    /// The local file system, except that the mutating call numbered `failing` (from 0) throws, and
    /// with `stopped` every mutating call from that number on throws: the process "died" there.
    static func faulty(failing: Int, stopped: Bool) -> PatchFileSystem {
        let calls = Mutex(0)
        let local = PatchFileSystem.local
        @Sendable func gate() throws {
            let number = calls.withLock { count in
                defer { count += 1 }
                return count
            }
            if number == failing || (stopped && number > failing) { throw POSIXError(.EIO) }
        }
        return PatchFileSystem(
            exists: local.exists,
            move: { try gate(); try local.move($0, $1) },
            makeFolder: { try gate(); try local.makeFolder($0) },
            removeEmptyFolder: { try gate(); return try local.removeEmptyFolder($0) },
            read: local.read,
            writeAtomically: { try gate(); try local.writeAtomically($0, $1) },
            remove: { try gate(); try local.remove($0) })
    }

    @Test func stepsTurnTheOldTreeIntoExactlyTheNewOne() throws {
        let scenario = try Scenario()
        defer { scenario.folder.remove() }
        #expect(scenario.steps.contains(.retire("link.html")))
        #expect(scenario.steps.contains(.retire(".hidden")))
        #expect(scenario.steps.contains(.removeFolder("empty/inner")))
        #expect(scenario.steps.contains(.put("index.html", replacing: true)))
        #expect(scenario.steps.contains(.put("a/b.html", replacing: false)))
        #expect(!scenario.steps.contains { $0.path == "keep.html" })
        let keptInode = try FileManager.default.attributesOfItem(atPath: scenario.output + "/keep.html")[.systemFileNumber] as? Int
        try OutputPatch(output: scenario.output, staging: scenario.staging).apply(scenario.steps)
        #expect(try Self.tree(scenario.output) == scenario.expected)
        #expect(try FileManager.default.attributesOfItem(atPath: scenario.output + "/keep.html")[.systemFileNumber] as? Int == keptInode)
        #expect(!FileManager.default.fileExists(atPath: scenario.staging + "/journal"))
    }

    // The two tests below make 400 scenarios on disk: on a thread of their own (``onOwnThread(_:)``),
    // which returns what went wrong for the test to check.

    @Test func aFailureAtAnyStepLeavesTheOldTree() async throws {
        let (failures, problems) = try await onOwnThread { () -> (Int, [String]) in
            var failures = 0
            var problems: [String] = []
            for failing in 0..<200 {
                let scenario = try Scenario()
                defer { scenario.folder.remove() }
                let patch = OutputPatch(output: scenario.output, staging: scenario.staging,
                                        files: Self.faulty(failing: failing, stopped: false))
                do {
                    try patch.apply(scenario.steps)
                } catch {
                    failures += 1
                    if try Self.tree(scenario.output) != scenario.old { problems.append("failure at call \(failing): not the old tree") }
                    if FileManager.default.fileExists(atPath: scenario.staging + "/journal") {
                        problems.append("failure at call \(failing): the journal stayed")
                    }
                    continue
                }
                // Past the last call: nothing failed.
                if try Self.tree(scenario.output) != scenario.expected { problems.append("nothing failed: not the new tree") }
                break
            }
            return (failures, problems)
        }
        #expect(problems == [])
        #expect(failures > 20, "the scenario should take many steps")
    }

    @Test func aPatchStoppedAtAnyStepIsFinishedByItsJournal() async throws {
        let problems = try await onOwnThread { () -> [String] in
            var problems: [String] = []
            for stop in 0..<200 {
                let scenario = try Scenario()
                defer { scenario.folder.remove() }
                let patch = OutputPatch(output: scenario.output, staging: scenario.staging,
                                        files: Self.faulty(failing: stop, stopped: true))
                guard (try? patch.apply(scenario.steps)) == nil else { break }
                let journal = FileManager.default.fileExists(atPath: scenario.staging + "/journal")
                if !journal {
                    // Stopped before the journal was in place: nothing was touched.
                    if try Self.tree(scenario.output) != scenario.old { problems.append("stopped at call \(stop): not the old tree") }
                    continue
                }
                // A replay stopped in turn, at a few places, then a whole one.
                for second in [0, 1, 3, 7] {
                    _ = try? OutputPatch.replay(staging: scenario.staging, output: scenario.output,
                                                files: Self.faulty(failing: second, stopped: true))
                }
                if try !OutputPatch.replay(staging: scenario.staging, output: scenario.output) {
                    problems.append("stopped at call \(stop): no journal to replay")
                }
                if try Self.tree(scenario.output) != scenario.expected { problems.append("stopped at call \(stop): not the new tree") }
                if try OutputPatch.replay(staging: scenario.staging, output: scenario.output) {
                    problems.append("stopped at call \(stop): the journal stayed after the replay")
                }
            }
            return problems
        }
        #expect(problems == [])
    }

    @Test func theNextBuildsCleanUpFinishesAStoppedPatch() throws {
        let scenario = try Scenario(stagingName: ".waymark-tmp-Out-a1B2c3")
        defer { scenario.folder.remove() }
        let patch = OutputPatch(output: scenario.output, staging: scenario.staging,
                                files: Self.faulty(failing: 9, stopped: true))
        #expect(throws: (any Error).self) { try patch.apply(scenario.steps) }
        #expect(try Self.tree(scenario.output) != scenario.expected)
        #expect(StagingFolders.removeStale(beside: scenario.output) == [scenario.staging])
        #expect(try Self.tree(scenario.output) == scenario.expected)
        #expect(!FileManager.default.fileExists(atPath: scenario.staging))
    }

    @Test func onlyARealFolderIsPatched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("Out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appending("Linked"), withDestinationPath: folder.appending("Out"))
        #expect(OutputScan.canPatch(folder.appending("Out"), io: .local))
        #expect(!OutputScan.canPatch(folder.appending("Linked"), io: .local), "a link may lead to another file system")
        #expect(!OutputScan.canPatch(folder.appending("Missing"), io: .local))
    }

    @Test func journalRoundTripsAndRejectsDamage() throws {
        let steps: [OutputPatch.Step] = [.retire("a b/ü.html"), .removeFolder("x/y"), .makeFolder("n"),
                                         .put("n/i.html", replacing: false), .put("index.html", replacing: true)]
        let bytes = OutputPatchJournal.encode(steps)
        #expect(try OutputPatchJournal.decode(bytes) == steps)
        for cut in [bytes.count - 1, bytes.count - 6, 30] {
            #expect(throws: OutputPatchJournal.Problem.self) { try OutputPatchJournal.decode(Array(bytes[..<cut])) }
        }
        let escaping = OutputPatchJournal.encode([.retire("../etc/passwd")])
        #expect(throws: OutputPatchJournal.Problem.self) { try OutputPatchJournal.decode(escaping) }
        let absolute = OutputPatchJournal.encode([.retire("/etc/passwd")])
        #expect(throws: OutputPatchJournal.Problem.self) { try OutputPatchJournal.decode(absolute) }
        #expect(throws: OutputPatchJournal.Problem.self) { try OutputPatchJournal.decode(Array("not a journal".utf8)) }
    }
}
