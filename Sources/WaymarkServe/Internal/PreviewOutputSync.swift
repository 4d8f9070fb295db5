import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WaymarkCore

/// Keeps the served folder equal to the files of the last successful build while writing only the
/// files whose bytes changed since the previous build (and deleting the ones that disappeared).
/// Each file is replaced atomically (written beside, then renamed), so a request never sees half
/// a file. For a one-page edit of a 10,000-page site this writes a handful of files instead of all.
package final class PreviewOutputSync: Sendable {
    /// The folder being served.
    package let folder: URL
    /// What was written last time, in the order it was given: each file's path, and its tag and
    /// bytes, so that a file the render cache handed back unchanged (the same array storage) is
    /// recognised without hashing it.
    private let written = MutexBox<Written?>(nil)

    private struct Written: Sendable {
        var paths: [String] = []
        var files: [WrittenFile] = []
    }

    private struct WrittenFile: Sendable {
        var tag: EntityTag
        var bytes: [UInt8]

        /// True when `other` is this very array (same storage, same count): then its bytes are
        /// these bytes, since the storage cannot change while this copy holds it.
        func isSameStorage(as other: [UInt8]) -> Bool {
            bytes.count == other.count && bytes.withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
            }
        }
    }

    package init(folder: URL) {
        self.folder = folder
    }

    /// Makes the folder hold exactly `files` (paths relative to it). The first call starts from an
    /// empty folder. Returns how many files were written and removed.
    @discardableResult
    package func apply(_ files: [(path: String, bytes: [UInt8])]) throws -> (written: Int, removed: Int) {
        let manager = FileManager.default
        let stored = written.current
        let previous = stored ?? Written()
        if stored == nil {
            try? manager.removeItem(at: folder)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // After an edit the build usually lists the same paths in the same order: then each file is
        // compared with the one at its place, without hashing every path of the site.
        let sameOrder = previous.paths.count == files.count && zip(previous.paths, files).allSatisfy { $0 == $1.path }
        let places = sameOrder ? [:] : Dictionary(previous.paths.enumerated().map { ($1, $0) }) { first, _ in first }
        var current = Written()
        current.paths.reserveCapacity(files.count)
        current.files.reserveCapacity(files.count)
        var writtenCount = 0
        for (place, file) in files.enumerated() {
            let before = sameOrder ? previous.files[place] : places[file.path].map { previous.files[$0] }
            current.paths.append(file.path)
            // A path written before was checked then; an unchanged file needs nothing more.
            if let before, before.isSameStorage(as: file.bytes) {
                current.files.append(before)
                continue
            }
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.hasPrefix("/"), !components.contains(".."), !components.contains("."), !components.contains("") else {
                throw OutputPathError(path: file.path)
            }
            let tag = EntityTag(of: file.bytes)
            current.files.append(WrittenFile(tag: tag, bytes: file.bytes))
            guard before?.tag != tag else { continue }
            try Self.replace(folder.path + "/" + file.path, with: file.bytes)
            writtenCount += 1
        }
        var removedCount = 0
        if !sameOrder {
            let kept = Set(files.map(\.path))
            for path in previous.paths where !kept.contains(path) {
                try? manager.removeItem(at: folder.appendingPathComponent(path))
                removedCount += 1
            }
        }
        written.withLock { $0 = current }
        return (writtenCount, removedCount)
    }

    /// Writes `bytes` beside `path` and renames the result over it (POSIX calls: FileManager is
    /// several times slower on Linux, which counts for the first sync of a large site). Parent
    /// folders are created only when the first attempt finds them missing.
    private static func replace(_ path: String, with bytes: [UInt8]) throws {
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let partial = String(path[...slash]) + "." + String(path[path.index(after: slash)...]) + ".waymark-partial"
        var descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            try FileManager.default.createDirectory(atPath: String(path[..<slash]), withIntermediateDirectories: true)
            descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw Self.failure("open", partial) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let error = Self.failure("write", partial)
                close(descriptor)
                unlink(partial)
                throw error
            }
            offset += count
        }
        close(descriptor)
        guard rename(partial, path) == 0 else {
            let error = Self.failure("rename", path)
            unlink(partial)
            throw error
        }
    }

    private static func failure(_ call: String, _ path: String) -> OutputWriteError {
        OutputWriteError(description: "\(call) \(path): \(String(cString: strerror(errno)))")
    }
}

/// `write(2)`, named apart from the methods called `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
