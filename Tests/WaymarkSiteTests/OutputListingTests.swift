import Foundation
import Testing
import WaymarkOutput
@testable import WaymarkSite

/// The scan of an output folder with the build cache's listing (``OutputListing``): a folder whose
/// stamp is the recorded one is not read, and whatever was changed by hand since — a file added,
/// removed, rewritten, a folder renamed or replaced by a link — the scan finds what a scan that
/// reads every folder finds.
@Suite struct OutputListingTests {
    static let files = ["index.html", "a/index.html", "a/b/index.html", "a/b/map.geojson", "a/c/index.html",
                        "d/e/f/index.html"]

    /// Writes ``files`` under `root`, waits until a change would give each folder another change
    /// time, and scans it as if the scan came long after (every stamp settled).
    static func recordedTree(_ root: String) throws -> OutputListing {
        for path in files {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        // Longer than the coarsest timestamps of a local file system (1 s on ext3).
        Thread.sleep(forTimeInterval: 1.1)
        guard let scan = OutputScan.of(root, io: .local, start: OutputFolderStamp.now() + 60) else { throw CocoaError(.fileReadUnknown) }
        return OutputListing(files: files, stamps: scan.folderStamps)
    }

    /// What a scan found, in an order that compares.
    struct Found: Equatable {
        var files: [String: OutputStamp]
        var folders: [String]
        var others: [String]
        var emptyFolders: [String]

        init(_ scan: OutputScan) {
            files = scan.files
            folders = scan.folders.sorted()
            others = scan.others
            emptyFolders = scan.emptyFolders.sorted()
        }
    }

    @Test func theListingHoldsEachFoldersFilesAndFolders() {
        let stamp = OutputFolderStamp(inode: 1, modified: 2, modifiedNanoseconds: 3, changed: 4, changedNanoseconds: 5)
        let listing = OutputListing(files: Self.files, stamps: ["": stamp, "a": stamp, "d/e": stamp])
        #expect(listing.entries(of: "", stamp: stamp)?.files == ["index.html"])
        #expect(listing.entries(of: "", stamp: stamp)?.folders.sorted() == ["a", "d"])
        #expect(listing.entries(of: "a", stamp: stamp)?.files == ["a/index.html"])
        #expect(listing.entries(of: "a", stamp: stamp)?.folders.sorted() == ["a/b", "a/c"])
        #expect(listing.entries(of: "d/e", stamp: stamp)?.files == [])
        #expect(listing.entries(of: "d/e", stamp: stamp)?.folders == ["d/e/f"])
        var other = stamp
        other.changedNanoseconds += 1
        #expect(listing.entries(of: "a", stamp: other) == nil, "another stamp: the folder is read")
        #expect(listing.entries(of: "a/b", stamp: stamp) == nil, "no recorded stamp: the folder is read")
    }

    @Test func anUnchangedOutputIsScannedWithoutReadingAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("Out")
        let listing = try Self.recordedTree(root)
        #expect(listing.stamps.count == 7, "the output folder and its six folders")
        let listed = try #require(OutputScan.of(root, io: .local, listing: listing))
        let read = try #require(OutputScan.of(root, io: .local))
        #expect(listed.foldersRead == 0 && listed.foldersListed == 7)
        #expect(read.foldersRead == 7 && read.foldersListed == 0)
        #expect(Found(listed) == Found(read))
        #expect(listed.folderStamps == listing.stamps, "the next build records them again")
    }

    @Test(arguments: ["file added", "file removed", "file rewritten", "file made a folder", "folder made a link",
                      "empty folder added", "folder renamed", "hidden file at the top", "link added"])
    func aChangeByHandIsFoundAsAFullReadFindsIt(_ change: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("Out")
        let listing = try Self.recordedTree(root)
        let manager = FileManager.default
        switch change {
        case "file added": try Data("new".utf8).write(to: URL(fileURLWithPath: root + "/a/b/new.html"))
        case "file removed": try manager.removeItem(atPath: root + "/a/b/map.geojson")
        case "file rewritten": try Data("y".utf8).write(to: URL(fileURLWithPath: root + "/a/c/index.html"))
        case "file made a folder":
            try manager.removeItem(atPath: root + "/a/c/index.html")
            try manager.createDirectory(atPath: root + "/a/c/index.html", withIntermediateDirectories: false)
        case "folder made a link":
            try manager.removeItem(atPath: root + "/d/e/f")
            try manager.createSymbolicLink(atPath: root + "/d/e/f", withDestinationPath: "../../a")
        case "empty folder added": try manager.createDirectory(atPath: root + "/a/b/empty", withIntermediateDirectories: false)
        case "folder renamed": try manager.moveItem(atPath: root + "/d/e", toPath: root + "/d/g")
        case "hidden file at the top": try Data("h".utf8).write(to: URL(fileURLWithPath: root + "/.hidden"))
        default: try manager.createSymbolicLink(atPath: root + "/a/b/link", withDestinationPath: "index.html")
        }
        let listed = try #require(OutputScan.of(root, io: .local, listing: listing))
        let read = try #require(OutputScan.of(root, io: .local))
        #expect(Found(listed) == Found(read), "\(change)")
        #expect(listed.foldersRead >= 1 || change == "file rewritten", "\(change): the changed folder is read")
        #expect(listed.foldersListed >= 1, "\(change): the other folders come from the listing")
        // A file's bytes changed without its folder changing: its own stamp says so.
        #expect(listed.files["a/c/index.html"] == OutputStamp.of(root + "/a/c/index.html", io: .local))
    }

    /// After a swap, a folder is stamped when it last changed well before the swap: then only the
    /// build wrote it. A folder missing or not a folder has no stamp.
    @Test func aSwappedOutputsFoldersAreStampedWhenSettledBeforeTheSwap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("Out")
        let listing = try Self.recordedTree(root)
        let files = Self.files + ["gone/index.html"]
        let later = SiteBuilder.folderStamps(above: files, in: root, swapped: OutputFolderStamp.now() + 60, io: .local)
        #expect(later == listing.stamps, "the output folder and its six folders; no stamp for the missing folder")
        // A swap no more than the settling time after the oldest of the folders last changed: none is
        // stamped. The moment is taken from the folders themselves, not from the clock, so a test
        // held still for seconds on a loaded machine still checks this.
        let swapped = try Self.oldestChange(root, folders: ["", "a", "a/b", "a/c", "d", "d/e", "d/e/f"]) + OutputFolderStamp.settling
        #expect(SiteBuilder.folderStamps(above: files, in: root, swapped: swapped, io: .local).isEmpty,
                "changed less than the settling time before the swap")
    }

    /// The earliest change time (seconds since 1970) of `folders` (relative to `root`).
    static func oldestChange(_ root: String, folders: [String]) throws -> Int64 {
        try folders.map { folder -> Int64 in
            guard let status = FileIO.local.status(folder.isEmpty ? root : root + "/" + folder) else {
                throw CocoaError(.fileReadNoSuchFile)
            }
            return OutputFolderStamp(status).changed
        }.min() ?? 0
    }

    /// A folder changed within the last seconds may change again within the same tick of the file
    /// system's clock and keep its times: its stamp is not kept, so the next scan reads it.
    @Test func aFolderChangedJustBeforeTheScanHasNoStamp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.appending("Out")
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/a/index.html"))
        // A scan that starts no more than the settling time after the folders last changed (taken from
        // the folders, not the clock: a loaded machine may hold the test still for seconds here).
        let start = try Self.oldestChange(root, folders: ["", "a"]) + OutputFolderStamp.settling
        let scan = try #require(OutputScan.of(root, io: .local, start: start))
        #expect(scan.folderStamps.isEmpty)
        #expect(scan.foldersRead == 2)
    }
}
