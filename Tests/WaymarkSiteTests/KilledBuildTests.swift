import Foundation
import Testing
@testable import WaymarkOutput
@testable import WaymarkSite

/// A build stopped at any moment (SIGKILL, SIGTERM) leaves the previous output byte for byte, and
/// its temporary folder never outlives it: SIGTERM removes it at once, and the next build removes
/// what a SIGKILL left. Two builds of one output at once do not disturb each other.
@Suite(.serialized)
struct KilledBuildTests {
    static let site = RepositoryPaths.fixtureSite("pets-charters")

    /// Starts `waymark build` of the fixture site into `output` (its messages are dropped).
    func startBuild(_ output: String) throws -> Process {
        // --no-cache: every build does the whole work, so the moments below fall inside it (with the
        // cache an unchanged rebuild ends before it reads the site).
        try start(Self.site, output, ["--no-cache"])
    }

    func temporaryFolders(in folder: String) -> [String] {
        TemporaryFolder.names(in: folder).filter { $0.hasPrefix(".waymark-tmp-") }
    }

    /// What one stopped build left.
    struct Stop: Sendable {
        let signal: Int32
        let moment: Double
        let status: Int32
        /// Ended by the signal's default action: it came before the build began handling it, or after
        /// the build stopped handling it at its end.
        let endedBySignal: Bool
        let outputUnchanged: Bool
        let newTemporaryFolders: [String]
    }

    @Test func killedAtTwelveMomentsLeavesThePreviousOutputAndNoTemporaryFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Out")
        let (firstStatus, good) = try await onOwnThread {
            let first = try startBuild(output)
            first.waitUntilExit()
            return (first.terminationStatus, try TemporaryFolder.snapshot(output))
        }
        try #require(firstStatus == 0)
        try #require(!good.isEmpty)
        let duration = try await onOwnThread { () -> Double in
            let started = Date()
            let again = try startBuild(output)
            again.waitUntilExit()
            return Date().timeIntervalSince(started)
        }

        // One SIGTERM certainly in the middle of the build: while it waits for the lock on the
        // output's parent folder, held here as another build would hold it.
        let guided = try await onOwnThread { try stopWhileWaitingForTheParentLock(of: output, in: folder) }
        #expect(guided == 143, "SIGTERM while the build waited for the parent folder's lock: status \(guided)")
        #expect(temporaryFolders(in: folder.path) == [], "SIGTERM while the build waited for the lock left a temporary folder")
        #expect(try TemporaryFolder.snapshot(output) == good)

        // Moments spread over the whole build (load, data, validate, render, write) and a little past
        // it, fixed by the seed, alternating SIGKILL and SIGTERM. Where each lands depends on the
        // machine's load, so what is checked holds wherever it lands.
        var state: UInt64 = 17
        func nextFraction() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let moments = (0..<12).map { step in duration * (Double(step) + nextFraction()) / 11 }
        let stops = try await onOwnThread { () -> [Stop] in
            var stops: [Stop] = []
            for (index, moment) in moments.enumerated() {
                let signal = index.isMultiple(of: 2) ? SIGKILL : SIGTERM
                let before = Set(temporaryFolders(in: folder.path))
                let build = try startBuild(output)
                Thread.sleep(forTimeInterval: moment)
                kill(build.processIdentifier, signal)
                build.waitUntilExit()
                stops.append(Stop(signal: signal, moment: moment, status: build.terminationStatus,
                                  endedBySignal: build.terminationReason == .uncaughtSignal,
                                  outputUnchanged: try TemporaryFolder.snapshot(output) == good,
                                  newTemporaryFolders: temporaryFolders(in: folder.path).filter { !before.contains($0) }))
            }
            return stops
        }
        for stop in stops {
            #expect(stop.outputUnchanged, "killed with signal \(stop.signal) after \(stop.moment) s")
            if stop.signal == SIGTERM {
                // Ended by the signal (143, folder removed), finished before it arrived (0), or ended by
                // its default action before or after the build handled it (at a heavily loaded moment).
                #expect(stop.status == 143 || stop.status == 0 || (stop.endedBySignal && stop.status == SIGTERM),
                        "SIGTERM after \(stop.moment) s: status \(stop.status)")
                #expect(stop.newTemporaryFolders == [], "SIGTERM after \(stop.moment) s left a temporary folder")
            }
        }

        let (nextStatus, after) = try await onOwnThread {
            let next = try startBuild(output)
            next.waitUntilExit()
            return (next.terminationStatus, try TemporaryFolder.snapshot(output))
        }
        #expect(nextStatus == 0)
        #expect(after == good)
        #expect(temporaryFolders(in: folder.path) == [])
    }

    /// Starts a build into `output` while this process holds the `flock` on `folder` (the output's
    /// parent), waits until the build waits for that lock — which it takes only to make its
    /// temporary folder, after it set up its signal handling and read and planned the site — and
    /// sends it SIGTERM there; returns its exit status. Fails after ``lockWaitLimit`` if the build never
    /// waits for the lock.
    func stopWhileWaitingForTheParentLock(of output: String, in folder: TemporaryFolder) throws -> Int32 {
        let parent = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { throw POSIXError(.EBADF) }
        defer { close(parent) }
        guard flock(parent, LOCK_EX) == 0 else { throw POSIXError(.ENOLCK) }
        var info = stat()
        guard fstat(parent, &info) == 0 else { throw POSIXError(.EBADF) }
        let build = try startBuild(output)
        let deadline = ContinuousClock.now + Self.lockWaitLimit
        while !Self.waitsForLock(pid: build.processIdentifier, inode: UInt64(info.st_ino)) {
            guard build.isRunning, ContinuousClock.now < deadline else {
                kill(build.processIdentifier, SIGKILL)
                build.waitUntilExit()
                throw POSIXError(.ETIMEDOUT)  // the build never waited for the lock
            }
            usleep(5_000)
        }
        kill(build.processIdentifier, SIGTERM)
        build.waitUntilExit()
        return build.terminationStatus
    }

    /// How long a build may take to reach the lock: far beyond any build of the fixture on a loaded
    /// machine, so only a build that never waits for it reaches this.
    static let lockWaitLimit = Duration.seconds(600)

    /// Whether process `pid` waits for a `flock` on the file with inode `inode`: a blocked request
    /// in /proc/locks, `1: -> FLOCK  ADVISORY  WRITE <pid> <major>:<minor>:<inode> 0 EOF`.
    static func waitsForLock(pid: Int32, inode: UInt64) -> Bool {
        guard let text = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return false }
        return text.split(separator: "\n").contains { line in
            let fields = line.split(separator: " ")
            return fields.count >= 7 && fields[1] == "->" && fields[2] == "FLOCK" && String(fields[5]) == String(pid)
                && fields[6].split(separator: ":").last.map(String.init) == String(inode)
        }
    }

    /// Runs `waymark build` of `site` into `output` with `arguments` to the end; its status.
    func build(_ site: String, _ output: String, _ arguments: [String]) throws -> Int32 {
        let process = try start(site, output, arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Starts `waymark build` of `site` into `output` with `arguments` (its messages are dropped).
    func start(_ site: String, _ output: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WaymarkBinary.path)
        process.arguments = ["build", "--site", site, "--output", output, "--now", "2026-06-01", "--quiet"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `--cache` updates the output in place (``OutputPatch``). Stopped at any moment, such a build
    /// leaves the old output, the new one, or a journal whose replay — the next build's first step —
    /// gives exactly the new one.
    @Test func killedWhileUpdatingInPlaceLeavesTheOldOrTheNewOutput() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.appending("site")
        try FileManager.default.copyItem(atPath: Self.site, toPath: site)
        let pets = site + "/data/announcements/pets.yml"
        let first = try String(contentsOfFile: pets, encoding: .utf8)
        // The edit renames a pet and drops a record, so files change and files go.
        let dropped = try #require(first.range(of: "- id: outside-lost"))
        let next = try #require(first[dropped.upperBound...].range(of: "\n- id: ", options: .regularExpression))
        let second = (String(first[..<dropped.lowerBound]) + String(first[first.index(after: next.lowerBound)...]))
            .replacingOccurrences(of: "petName: Mimi", with: "petName: Mimo")
        let output = folder.appending("Out")
        let cache = ["--cache", folder.appending("cache")]
        // Clean builds of both versions, then the time of an in-place update from the first to the second.
        let (reference, new, duration) = try await onOwnThread { () -> ([String: [UInt8]], [String: [UInt8]], Double) in
            _ = try build(site, folder.appending("Old"), ["--no-cache"])
            try second.write(toFile: pets, atomically: true, encoding: .utf8)
            _ = try build(site, folder.appending("New"), ["--no-cache"])
            try first.write(toFile: pets, atomically: true, encoding: .utf8)
            _ = try build(site, output, cache)
            try second.write(toFile: pets, atomically: true, encoding: .utf8)
            let started = Date()
            _ = try build(site, output, cache)
            return (try TemporaryFolder.snapshot(folder.appending("Old")), try TemporaryFolder.snapshot(folder.appending("New")),
                    Date().timeIntervalSince(started))
        }
        try #require(!new.isEmpty)
        try #require(reference != new)
        var state: UInt64 = 29
        func nextFraction() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let moments = (0..<10).map { step in duration * (Double(step) + nextFraction()) / 9 }
        for (index, moment) in moments.enumerated() {
            let signal = index.isMultiple(of: 2) ? SIGKILL : SIGTERM
            let (left, journal) = try await onOwnThread { () -> ([String: [UInt8]], Bool) in
                try first.write(toFile: pets, atomically: true, encoding: .utf8)
                _ = try build(site, output, cache)
                try second.write(toFile: pets, atomically: true, encoding: .utf8)
                let stopped = try start(site, output, cache)
                Thread.sleep(forTimeInterval: moment)
                kill(stopped.processIdentifier, signal)
                stopped.waitUntilExit()
                let journal = temporaryFolders(in: folder.path).contains {
                    FileManager.default.fileExists(atPath: folder.appending($0) + "/journal")
                }
                return (try TemporaryFolder.snapshot(output), journal)
            }
            if journal {
                StagingFolders.removeStale(beside: output)
                #expect(try TemporaryFolder.snapshot(output) == new, "killed with signal \(signal) after \(moment) s, replayed")
            } else {
                #expect(left == reference || left == new, "killed with signal \(signal) after \(moment) s")
            }
        }
        let status = try await onOwnThread { try build(site, output, cache) }
        #expect(status == 0)
        #expect(try TemporaryFolder.snapshot(output) == new)
        #expect(temporaryFolders(in: folder.path) == [])
    }

    @Test func twoBuildsAtOnceBothSucceedWithTheSameOutput() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Out")
        let good = try await onOwnThread {
            let reference = try startBuild(output)
            reference.waitUntilExit()
            return try TemporaryFolder.snapshot(output)
        }
        for delay in [0.0, 0.2, 0.5] {
            let (statuses, after) = try await onOwnThread {
                let a = try startBuild(output)
                Thread.sleep(forTimeInterval: delay)
                let b = try startBuild(output)
                a.waitUntilExit()
                b.waitUntilExit()
                return ([a.terminationStatus, b.terminationStatus], try TemporaryFolder.snapshot(output))
            }
            #expect(statuses == [0, 0], "second build started \(delay) s later")
            #expect(after == good)
            #expect(temporaryFolders(in: folder.path) == [])
        }
    }

    @Test func staleFoldersAreRemovedAndHeldOnesKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Out")
        let stale = folder.appending(".waymark-tmp-Out-abc123")
        let staleOld = folder.appending(".waymark-tmp-old-Out-XYZ789")
        let held = folder.appending(".waymark-tmp-Out-held01")
        let otherOutput = folder.appending(".waymark-tmp-Other-abc123")
        let notOurs = folder.appending(".waymark-tmp-Out-not-a-build")
        for path in [stale, staleOld, held, otherOutput, notOurs] {
            try FileManager.default.createDirectory(atPath: path + "/sub", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path + "/sub/page.html", contents: Data("x".utf8))
        }
        // Another build's lock: a separate open file description, as another process would hold.
        let descriptor = open(held, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let removed = StagingFolders.removeStale(beside: output)
        #expect(removed == [staleOld, stale].sorted())
        #expect(TemporaryFolder.names(in: folder.path) == [".waymark-tmp-Other-abc123", ".waymark-tmp-Out-held01", ".waymark-tmp-Out-not-a-build"])
        close(descriptor)
        #expect(StagingFolders.removeStale(beside: output) == [held])
    }

    @Test func ownHeldFolderIsNeverRemovedAndReleasedAfterUse() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Out")
        let swap = OutputFolderSwap(io: .local, output: output)
        let staging = try swap.stage()
        #expect(StagingFolders.removeStale(beside: output) == [])
        try FileIO.local.write(staging + "/index.html", Array("new".utf8))
        try swap.commit(staging)
        #expect(StagingFolders.held.withLock { $0[staging] == nil })
        #expect(TemporaryFolder.names(in: folder.path) == ["Out"])
    }

    @Test func writeIntoARemovedTemporaryFolderDoesNotMakeItAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gone = folder.appending(".waymark-tmp-Out-gone01")
        #expect(throws: (any Error).self) { try FileIO.local.write(gone + "/a/b.html", Array("x".utf8)) }
        #expect(TemporaryFolder.names(in: folder.path) == [])
    }
}
