import Foundation
import Synchronization
import Testing
@testable import WaymarkOutput
#if canImport(Glibc)
import Glibc
#endif

/// The moments between two builds of one output that `KilledBuildTests` reaches only by chance, made
/// to happen every time: the previous output, exchanged out of place, stays locked while this build
/// deletes it, and two removals of one tree at once both finish.
@Suite struct OutputFolderSwapTests {
    /// True when another open file description (as another process would have) cannot lock `path`.
    static func isLockedElsewhere(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    @Test func thePreviousOutputIsLockedWhileItIsDeleted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Out")
        try TemporaryFolder.write(["index.html": "old"], under: output)
        // What each removal of a temporary folder met: whether it held the old output, and whether
        // a stale-folder cleaner of another build could have taken it.
        let removals = Mutex<[(heldOld: Bool, locked: Bool)]>([])
        var io = FileIO.local
        io.remove = { path in
            if path.hasPrefix(folder.appending(".waymark-tmp-")) {
                let old = (try? String(contentsOfFile: path + "/index.html", encoding: .utf8)) == "old"
                let locked = Self.isLockedElsewhere(path)
                removals.withLock { $0.append((old, locked)) }
            }
            try FileIO.local.remove(path)
        }
        let swap = OutputFolderSwap(io: io, output: output)
        let staging = try swap.stage()
        try io.write(staging + "/index.html", Array("new".utf8))
        try swap.commit(staging)

        let seen = removals.withLock { $0 }
        try #require(seen.count == 1 && seen[0].heldOld, "the previous output was exchanged out and then removed")
        #expect(seen[0].locked, "the previous output is locked until it is gone")
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "new")
        #expect(TemporaryFolder.names(in: folder.path) == ["Out"])
        #expect(StagingFolders.held.withLock { $0[staging] == nil })
    }

    @Test func twoRemovalsOfOneTreeAtOnceBothFinish() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for round in 0..<4 {
            let tree = folder.appending("tree-\(round)")
            for part in 0..<40 {
                try FileManager.default.createDirectory(atPath: "\(tree)/\(part)/deeper", withIntermediateDirectories: true)
                for file in 0..<50 {
                    _ = FileManager.default.createFile(atPath: "\(tree)/\(part)/\(file).html", contents: Data("x".utf8))
                    _ = FileManager.default.createFile(atPath: "\(tree)/\(part)/deeper/\(file).html", contents: Data("y".utf8))
                }
            }
            let start = DispatchSemaphore(value: 0)
            let failures = Mutex<[String]>([])
            let group = DispatchGroup()
            for _ in 0..<2 {
                group.enter()
                Thread.detachNewThread {
                    start.wait()
                    do {
                        try POSIXFiles.removeTree(tree)
                    } catch let error as POSIXError where error.code == .ENOENT && error.userInfo[NSFilePathErrorKey] as? String == tree {
                        // The other removal had finished before this one looked: nothing was left.
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                    group.leave()
                }
            }
            start.signal()
            start.signal()
            group.wait()
            #expect(failures.withLock { $0 } == [], "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: tree), "round \(round)")
        }
    }
}
