import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file-system floor of a build: the least any generator could spend to leave exactly the files
/// of Waymark's output in a new folder. ``pack(_:into:)`` reads an output folder once into one file
/// (each file's relative path and bytes); `waymark-bench write-files <pack> <folder>` (``write(pack:to:)``)
/// reads that file and writes every file into `folder` with `open`, `write` and `close`, making each
/// folder once. Timed as a whole process beside the generators, it is what their wall time cannot go
/// below on that file system.
enum FileSystemFloor {
    /// Writes every regular file under `folder` into the pack at `pack`: per file, the path's length
    /// (4 bytes, little-endian), the path, the length of the bytes (8 bytes) and the bytes.
    static func pack(_ folder: String, into pack: String) throws {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { throw BenchError("cannot list \(folder)") }
        // Written file by file: a pack held whole in memory would raise this process's peak, and
        // every child spawned after it inherits that peak in its `ru_maxrss` (Linux keeps the
        // largest resident size across `exec`).
        guard let file = fopen(pack, "wb") else { throw BenchError("cannot write \(pack)") }
        defer { fclose(file) }
        var header: [UInt8] = []
        for relative in walk.allObjects.compactMap({ $0 as? String }).sorted() {
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            header.removeAll(keepingCapacity: true)
            append(UInt64(relative.utf8.count), width: 4, to: &header)
            header.append(contentsOf: relative.utf8)
            append(UInt64(data.count), width: 8, to: &header)
            let written = fwrite(header, 1, header.count, file) + data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            guard written == header.count + data.count else { throw BenchError("cannot write \(pack)") }
        }
    }

    /// Writes the files of the pack at `pack` into `folder`, which must not exist. Returns the
    /// number of files written, or throws on the first failure.
    @discardableResult
    static func write(pack: String, to folder: String) throws -> Int {
        guard let data = FileManager.default.contents(atPath: pack) else { throw BenchError("cannot read \(pack)") }
        let bytes = [UInt8](data)
        guard mkdir(folder, 0o755) == 0 else { throw BenchError("cannot make \(folder): errno \(errno)") }
        var made: Set<String> = [folder]
        var offset = 0, files = 0
        while offset < bytes.count {
            let pathLength = Int(read(bytes, at: &offset, width: 4))
            guard offset + pathLength <= bytes.count else { throw BenchError("\(pack) is cut short") }
            let relative = String(decoding: bytes[offset..<offset + pathLength], as: UTF8.self)
            offset += pathLength
            let length = Int(read(bytes, at: &offset, width: 8))
            guard offset + length <= bytes.count else { throw BenchError("\(pack) is cut short") }
            let path = folder + "/" + relative
            try makeParents(of: path, made: &made)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw BenchError("cannot create \(path): errno \(errno)") }
            let written = bytes.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress.map { $0 + offset }, length) }
            close(descriptor)
            guard written == length else { throw BenchError("cannot write \(path)") }
            offset += length
            files += 1
        }
        return files
    }

    /// Makes the folders above `path` that `made` does not hold yet.
    private static func makeParents(of path: String, made: inout Set<String>) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let parent = String(path[..<slash])
        guard !made.contains(parent) else { return }
        try makeParents(of: parent, made: &made)
        guard mkdir(parent, 0o755) == 0 || errno == EEXIST else { throw BenchError("cannot make \(parent): errno \(errno)") }
        made.insert(parent)
    }

    private static func append(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for index in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    private static func read(_ bytes: [UInt8], at offset: inout Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<width where offset + index < bytes.count {
            value |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
        }
        offset += width
        return value
    }
}
