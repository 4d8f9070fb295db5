import Foundation
import WaymarkOutput
import WaymarkRender

extension SiteBuilder {
    /// What the render phase does with each finished file.
    enum RenderDestination: Sendable {
        /// Keep the bytes and return them in job order (`waymark check`, `waymark serve`).
        case memory
        /// Render, count the bytes, keep nothing (`waymark check`).
        case nowhere
        /// Write each file under this folder as soon as it is rendered and keep nothing, so a file's
        /// bytes are released once they are on disk (`waymark build`). A file that `previous` (the
        /// output being replaced) already holds with the same bytes is reused, not written.
        case folder(String, previous: String?)
        /// Write each file under this folder only when `current` (the output being updated in place)
        /// does not already hold it with the same bytes as a regular file (one of `regular`, the
        /// output's scan); keep nothing. The outcome lists the files written (``OutputPatch``).
        case changes(String, current: String, regular: [String: OutputStamp])
    }

    /// What the render phase produced.
    struct RenderOutcome: Sendable {
        /// The files in job order; empty unless the destination is `.memory`.
        var files: [OutputFile]
        /// Bytes rendered over all files.
        var byteCount: Int
        /// The error of the first failed file in job order among those rendered: a ``RenderFailure``
        /// (any destination) or a write error (`.folder` only); no job is started after a failure.
        var writeError: (any Error)?
        /// With `.changes`, the files written, in no particular order.
        var written: [OutputPath] = []
    }

    /// One finished job, as a render task hands it back.
    private struct Finished: Sendable {
        var index: Int
        var path: OutputPath?
        var bytes: [UInt8]
        var byteCount: Int
        var writeError: (any Error)?
        /// With `.changes`, whether the file was written.
        var wrote = false
    }

    /// Jobs rendering (or writing) at once: enough to keep every core busy while a file is written,
    /// few enough that only a handful of rendered files are ever held in memory.
    static var renderWindow: Int { max(2, ProcessInfo.processInfo.activeProcessorCount) * 4 }

    /// Renders the jobs of `pending` concurrently, at most `renderWindow` at a time, starting them in
    /// job order and forgetting each job once its file is done. With `.folder` each task writes its
    /// own file through `io` right after rendering it; the result's order never depends on which task
    /// finished first. `progress` hears `render` with the count of finished files, counting up by one.
    static func render(_ pending: PendingJobs, environment: RenderEnvironment, destination: RenderDestination,
                       io: FileIO, progress: BuildProgress?) async -> RenderOutcome {
        let total = pending.count
        return await withTaskGroup(of: Finished.self) { group in
            @Sendable func run(_ index: Int) -> Finished {
                guard let job = pending.take(index) else { return Finished(index: index, bytes: [], byteCount: 0) }
                if case .folder(let folder, _) = destination, pending.startsFolder[index], let makeFolder = io.makeFolder {
                    // A new folder of the new output is made when its first job starts, before the
                    // render, so its files (a page's map.geojson renders beside the page, and sooner)
                    // open at once instead of failing, making the folder and opening again: one
                    // system call of about eight per record page. A failure here is the write's to report.
                    try? makeFolder(folder + "/" + job.path.folder)
                }
                let bytes: [UInt8]
                do {
                    bytes = try job.render(environment)
                } catch {
                    let failure = RenderFailure(path: job.path, origin: job.origin, underlying: error)
                    return Finished(index: index, bytes: [], byteCount: 0, writeError: failure)
                }
                switch destination {
                case .memory:
                    return Finished(index: index, path: job.path, bytes: bytes, byteCount: bytes.count)
                case .nowhere:
                    return Finished(index: index, bytes: [], byteCount: bytes.count)
                case .folder(let folder, let previous):
                    do {
                        try io.write(job.path.description, bytes: bytes, into: folder, reusing: previous)
                        return Finished(index: index, bytes: [], byteCount: bytes.count)
                    } catch {
                        return Finished(index: index, bytes: [], byteCount: 0, writeError: error)
                    }
                case .changes(let folder, let current, let regular):
                    let relative = job.path.description
                    // The scan's size first: most changed files change their size, and then are not read.
                    if let stamp = regular[relative], stamp.size == UInt64(bytes.count),
                       (try? io.read(current + "/" + relative)) == bytes {
                        return Finished(index: index, bytes: [], byteCount: bytes.count)
                    }
                    do {
                        try io.write(relative, bytes: bytes, into: folder, reusing: nil)
                        return Finished(index: index, path: job.path, bytes: [], byteCount: bytes.count, wrote: true)
                    } catch {
                        return Finished(index: index, bytes: [], byteCount: 0, writeError: error)
                    }
                }
            }
            var next = 0
            while next < min(total, renderWindow) {
                let index = next
                group.addTask { run(index) }
                next += 1
            }
            var kept: [OutputFile?] = []
            if case .memory = destination { kept = [OutputFile?](repeating: nil, count: total) }
            var done = 0
            var byteCount = 0
            var failure: (index: Int, error: any Error)?
            var written: [OutputPath] = []
            while let finished = await group.next() {
                done += 1
                if finished.wrote, let path = finished.path { written.append(path) }
                byteCount += finished.byteCount
                progress?.update("render", done, total)
                if let error = finished.writeError {
                    if failure.map({ finished.index < $0.index }) ?? true { failure = (finished.index, error) }
                } else if let path = finished.path, !kept.isEmpty {
                    kept[finished.index] = OutputFile(path: path, bytes: finished.bytes)
                }
                if failure == nil && next < total {
                    let index = next
                    group.addTask { run(index) }
                    next += 1
                }
            }
            return RenderOutcome(files: kept.compactMap { $0 }, byteCount: byteCount, writeError: failure?.error,
                                 written: written)
        }
    }
}
