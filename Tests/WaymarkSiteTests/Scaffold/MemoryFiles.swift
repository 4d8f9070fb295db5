import Foundation
import Synchronization
@testable import WaymarkOutput
@testable import WaymarkSite

/// An in-memory file system for `FileIO`: files by path, and writes that fail for chosen paths.
final class MemoryFiles: Sendable {
    private let files: Mutex<[String: [UInt8]]>
    private let failing: Set<String>

    init(_ files: [String: [UInt8]] = [:], failing: Set<String> = []) {
        self.files = Mutex(files)
        self.failing = failing
    }

    /// Every file by path.
    var contents: [String: [UInt8]] { files.withLock { $0 } }

    /// A `FileIO` over these files; folders exist wherever a file lies beneath them.
    var io: FileIO {
        FileIO(
            read: { path in
                guard let bytes = self.files.withLock({ $0[path] }) else { throw POSIXError(.ENOENT) }
                return bytes
            },
            write: { path, bytes in
                if self.failing.contains(path) { throw POSIXError(.EACCES) }
                self.files.withLock { $0[path] = bytes }
            },
            listFiles: { folder in
                self.files.withLock { files in
                    files.keys.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
                        .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
                }
            },
            kind: { path in
                self.files.withLock { files in
                    if files[path] != nil { return .file }
                    return files.keys.contains { $0.hasPrefix(path + "/") } ? .folder : .missing
                }
            },
            makeTemporaryFolder: { _, _ in throw POSIXError(.EPERM) },
            move: { _, _ in throw POSIXError(.EPERM) },
            remove: { _ in throw POSIXError(.EPERM) })
    }
}
