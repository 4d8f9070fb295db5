import Foundation
import Testing
@testable import WaymarkOutput
@testable import WaymarkSite

/// `FileIO.local.remove`: the whole tree goes, links are removed and never followed.
@Suite struct RemoveTreeTests {
    @Test(arguments: [1, 7, 300])
    func removesEveryFileAndFolderAtEveryDepth(filesPerFolder: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = folder.appending("Output")
        for path in ["index.html", "a/index.html", "a/b/c/d/index.html", "e/f.txt"] {
            try FileIO.local.write(tree + "/" + path, Array(path.utf8))
        }
        for n in 0..<filesPerFolder {
            try FileIO.local.write(tree + "/many/\(n % 5)/file-\(n).html", [UInt8(n % 256)])
        }
        try FileManager.default.createDirectory(atPath: tree + "/empty/deeper", withIntermediateDirectories: true)
        try FileIO.local.remove(tree)
        #expect(FileIO.local.kind(tree) == .missing)
        #expect(TemporaryFolder.names(in: folder.path) == [])
    }

    @Test func linksAreRemovedWithoutTouchingWhatTheyPointTo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let kept = folder.appending("kept")
        try FileIO.local.write(kept + "/precious.txt", Array("keep me".utf8))
        let tree = folder.appending("Output")
        try FileIO.local.write(tree + "/x/index.html", [1])
        try FileManager.default.createSymbolicLink(atPath: tree + "/x/folder-link", withDestinationPath: kept)
        try FileManager.default.createSymbolicLink(atPath: tree + "/file-link", withDestinationPath: kept + "/precious.txt")
        try FileIO.local.remove(tree)
        #expect(FileIO.local.kind(tree) == .missing)
        #expect(try FileIO.local.read(kept + "/precious.txt") == Array("keep me".utf8))
    }

    @Test func aSingleFileIsRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileIO.local.write(folder.appending("f.txt"), [1])
        try FileIO.local.remove(folder.appending("f.txt"))
        #expect(TemporaryFolder.names(in: folder.path) == [])
    }

    @Test func aMissingPathIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.appending("nothing-here")
        #expect {
            try FileIO.local.remove(missing)
        } throws: { error in
            (error as? POSIXError)?.code == .ENOENT
        }
    }
}
