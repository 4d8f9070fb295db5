import Foundation
import WaymarkOutput

/// The files of a `--cache` folder (``BuildCache``, ``DataRowCache``, ``FeedFragmentIndex``), read
/// and written through the build's ``FileIO``, so a test can inject failures or watch them.
struct CacheFileStore: Sendable {
    /// The file system the build uses.
    let io: FileIO
    /// The identity of the program (``BuildCache/toolIdentity(_:)``): each cache file records the
    /// program that wrote it, and one written by another is not used.
    let tool: UInt64

    /// What reading a cache file found.
    enum Found {
        /// No file: the first build, which is no warning.
        case missing
        /// The file's bytes.
        case bytes([UInt8])
        /// A file that cannot be read, and why.
        case unreadable(String)
    }

    /// The bytes of the cache file at `path`.
    func read(_ path: String) -> Found {
        guard io.kind(path) != .missing else { return .missing }
        do {
            return .bytes(try io.read(path))
        } catch {
            return .unreadable("cannot be read (\(error))")
        }
    }

    /// Writes `bytes` to `path` atomically, making its folder first: into a temporary file beside it,
    /// then renamed over it (``FileIO/replaceFile``), so a reader sees the old file or the new one,
    /// never a part. Every file of the cache folder is saved this way.
    func save(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".\(getpid()).tmp"
        do {
            try io.write(temporary, bytes)
            try io.replaceFile(temporary, path)
        } catch {
            try? io.remove(temporary)
            throw error
        }
    }
}
