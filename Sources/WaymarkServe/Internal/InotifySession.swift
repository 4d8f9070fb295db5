import Foundation
#if canImport(Glibc)
import Glibc
#endif

#if canImport(Glibc)
/// The inotify descriptor and the map from watch descriptors to folders; used by one thread only.
final class InotifySession: @unchecked Sendable {
    private let descriptor: Int32
    private let roots: [String]
    private var folders: [Int32: String] = [:]

    private static let mask = UInt32(
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
            | IN_DELETE_SELF | IN_MOVE_SELF)

    init(roots: [String]) throws(WatchError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw WatchError("inotify_init1: \(String(cString: strerror(errno)))")
        }
        self.roots = roots
        for root in roots where FileManager.default.fileExists(atPath: root) {
            var discovered: [String] = []
            if let failure = addWatches(under: root, discovered: &discovered) {
                close(descriptor)
                throw failure
            }
        }
    }

    deinit {
        close(descriptor)
    }

    /// Watches `folder` and every folder below it that is not ignored; collects every path found
    /// below it in `discovered`. Returns the first failure to add a watch (missing folders are not
    /// failures: they may have been deleted meanwhile).
    @discardableResult
    private func addWatches(under folder: String, discovered: inout [String]) -> WatchError? {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        if watch < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            return WatchError("inotify_add_watch \(folder): \(String(cString: strerror(errno)))")
        }
        folders[watch] = folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for name in names.sorted() where !ChangeFilter.ignores(name: name) {
            let path = folder + "/" + name
            discovered.append(path)
            if FileStamp(path: path)?.isDirectory == true,
                let failure = addWatches(under: path, discovered: &discovered)
            {
                return failure
            }
        }
        return nil
    }

    /// Reads events until `wake` fires, yielding debounced batches.
    func run(wake: WakeSignal, quietMilliseconds: Int64, yield: (ChangeSet) -> Void) {
        var pending = ChangeSet.empty
        var firstEvent: ContinuousClock.Instant?
        var lastEvent: ContinuousClock.Instant?
        let clock = ContinuousClock()
        let quiet = Duration.milliseconds(quietMilliseconds)
        while true {
            var timeout: Int32 = -1
            if let firstEvent, let lastEvent {
                let deadline = min(lastEvent + quiet, firstEvent + quiet * 10)
                timeout = Int32(clamping: max(0, (deadline - clock.now).milliseconds))
            }
            let ready = waitForReadable([descriptor, wake.readDescriptor], timeoutMilliseconds: timeout)
            if ready.contains(wake.readDescriptor) { return }
            if ready.contains(descriptor) {
                let batch = readEvents()
                if !batch.isEmpty {
                    pending.merge(batch)
                    lastEvent = clock.now
                    if firstEvent == nil { firstEvent = lastEvent }
                }
            } else if !pending.isEmpty {
                yield(pending)
                pending = .empty
                firstEvent = nil
                lastEvent = nil
            }
        }
    }

    /// Drains the descriptor and turns its events into changed paths.
    private func readEvents() -> ChangeSet {
        var batch = ChangeSet.empty
        let capacity = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, capacity) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return batch }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                let header = 16  // wd, mask, cookie, len: four 32-bit fields (struct inotify_event)
                while offset + header <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + header)..<min(count, offset + header + nameLength)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += header + nameLength
                    batch.merge(handle(watch: watch, mask: mask, name: name))
                }
            }
        }
    }

    /// The paths one event names, updating the watches for created, moved and deleted folders.
    private func handle(watch: Int32, mask: UInt32, name: String) -> ChangeSet {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: watch whatever folders appeared meanwhile and rebuild everything.
            var discovered: [String] = []
            for root in roots { addWatches(under: root, discovered: &discovered) }
            return .everything
        }
        guard let folder = folders[watch] else { return .empty }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[watch] = nil
            return .empty
        }
        if name.isEmpty {
            return ChangeSet(paths: [folder])  // the watched folder itself was deleted or moved
        }
        if ChangeFilter.ignores(name: name) { return .empty }
        let path = folder + "/" + name
        let isFolder = mask & UInt32(IN_ISDIR) != 0
        if isFolder && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            var discovered: [String] = []
            addWatches(under: path, discovered: &discovered)
            return ChangeSet(paths: [path] + discovered)
        }
        if isFolder && mask & UInt32(IN_MOVED_FROM) != 0 {
            let prefix = path + "/"
            for (descriptorOfFolder, watched) in folders where watched == path || watched.hasPrefix(prefix) {
                inotify_rm_watch(descriptor, descriptorOfFolder)
                folders[descriptorOfFolder] = nil
            }
        }
        return ChangeSet(paths: [path])
    }
}
#endif
