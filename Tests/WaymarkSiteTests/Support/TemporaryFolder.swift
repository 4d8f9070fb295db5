import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    /// `path/relative`.
    func appending(_ relative: String) -> String { path + "/" + relative }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Every file under `folder` (recursively, hidden ones included) with its bytes, by relative path.
    static func snapshot(_ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        return files
    }

    /// Writes each text of `files` at its path under `root`, making the folders on the way, and
    /// then each symbolic link of `links` (path under `root` → target as given).
    static func write(_ files: [String: String], links: [String: String] = [:], under root: String) throws {
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        for (path, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target)
        }
    }

    /// Names in `folder` (not recursive).
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
