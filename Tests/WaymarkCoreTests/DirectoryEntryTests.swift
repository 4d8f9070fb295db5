import Foundation
import Testing
import WaymarkCore

/// Names read from `readdir` records in place: every name of a big folder, short and 255 bytes long,
/// multi-byte ones too (a copy of the whole `d_name` array read past the last record of the buffer).
@Suite struct DirectoryEntryTests {
    @Test func everyNameOfABigFolderIsReadAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-dirent-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written: Set<String> = []
        for index in 0..<4_000 {
            // Lengths cycle from 1 to 255 bytes; some names end in two-byte letters.
            let length = 1 + (index * 37) % 255
            var name = String(index) + "-"
            name += String(repeating: "é", count: max(0, (length - name.utf8.count) / 2))
            name += String(repeating: "x", count: max(0, length - name.utf8.count))
            guard written.insert(name).inserted else { continue }
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: nil))
        }
        var read: Set<String> = []
        let stream = try #require(opendir(folder))
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name != "." && name != ".." { read.insert(name) }
        }
        #expect(read == written)
        #expect(read.contains { $0.utf8.count == 255 })
    }
}
