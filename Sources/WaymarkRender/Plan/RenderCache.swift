import Synchronization
import WaymarkModel
import WaymarkOutput

/// Rendered bytes kept between builds of a long-lived process (`waymark serve`), so a rebuild after
/// one edit renders only the jobs whose inputs changed. `waymark build` never uses one.
///
/// An entry is reused only when both the job's own fingerprint (`PageJob.fingerprint`, every input
/// of that job) and the shared-environment fingerprint (site.yml, theme, navigation, feed links,
/// today, format) are the ones it was rendered with; jobs without a fingerprint always render.
/// After each build the cache holds exactly that build's fingerprinted files.
package final class RenderCache: Sendable {
    private struct Entry {
        var path: OutputPath
        var job: UInt64
        var environment: UInt64
        var bytes: [UInt8]
    }

    private struct State {
        /// The last build's fingerprinted files, in its job order: the next build's jobs are
        /// mostly the same paths in the same order, so they are found by walking beside them.
        var entries: [Entry] = []
        /// The position of each path in `entries`, made only when a build's jobs stop lining up
        /// with them (a page added or removed).
        var positions: [OutputPath: Int]?
        var reused = 0
        var rendered = 0
        var renderedPaths: [String] = []
        var sitemap: (key: UInt64, files: [(name: String, bytes: [UInt8])])?

        /// Where `path` is in `entries`, or `nil`; the positions are made the first time they are asked for.
        mutating func position(of path: OutputPath) -> Int? {
            if positions == nil {
                var made = [OutputPath: Int](minimumCapacity: entries.count)
                for (position, entry) in entries.enumerated() { made[entry.path] = position }
                positions = made
            }
            return positions?[path]
        }
    }

    private let state = Mutex(State())

    /// An empty cache.
    package init() {}

    /// How many jobs the last build took from the cache.
    package var lastReusedCount: Int { state.withLock { $0.reused } }

    /// How many jobs the last build rendered (fingerprinted or not).
    package var lastRenderedCount: Int { state.withLock { $0.rendered } }

    /// The output paths of the files the last build rendered, in path order (how a test sees which
    /// pages an edit touched, in every language of a multilingual site).
    package var lastRenderedPaths: [String] { state.withLock { $0.renderedPaths } }

    /// Forgets everything.
    package func removeAll() {
        state.withLock { $0 = State() }
    }

    /// For each of `jobs`, the bytes stored for it when it has a fingerprint and was rendered from
    /// the same job and environment, else `nil`; one look-up under one lock.
    package func bytes(for jobs: [PageJob], environment: UInt64) -> [[UInt8]?] {
        state.withLock { state in
            var next = 0
            // By index: a closure over each job would copy it (its closure and strings retained).
            return jobs.indices.map { index in
                guard let fingerprint = jobs[index].fingerprint else { return nil }
                let path = jobs[index].path
                let position: Int
                if next < state.entries.count, state.entries[next].path == path {
                    position = next
                } else if let found = state.position(of: path) {
                    position = found
                } else {
                    return nil
                }
                next = position + 1
                let entry = state.entries[position]
                guard entry.job == fingerprint, entry.environment == environment else { return nil }
                return entry.bytes
            }
        }
    }

    /// Replaces the cache with the fingerprinted files of one build, in its job order, and records
    /// its counts and the paths it rendered.
    package func replace(with files: [(path: OutputPath, job: UInt64, bytes: [UInt8])], environment: UInt64,
                 reused: Int, rendered: [OutputPath]) {
        let entries = files.map { Entry(path: $0.path, job: $0.job, environment: environment, bytes: $0.bytes) }
        state.withLock { state in
            state.entries = entries
            state.positions = nil
            state.reused = reused
            state.rendered = rendered.count
            state.renderedPaths = rendered.map(\.description)
        }
    }

    /// The sitemap files made last time from entries with the fingerprint `key`: the very arrays
    /// stored, so the preview's output sync knows them unchanged without reading them.
    func sitemapFiles(for key: UInt64) -> [(name: String, bytes: [UInt8])]? {
        state.withLock { state in state.sitemap.flatMap { $0.key == key ? $0.files : nil } }
    }

    /// Keeps the sitemap files made from entries with the fingerprint `key`.
    func storeSitemapFiles(_ files: [(name: String, bytes: [UInt8])], for key: UInt64) {
        state.withLock { $0.sitemap = (key, files) }
    }
}
