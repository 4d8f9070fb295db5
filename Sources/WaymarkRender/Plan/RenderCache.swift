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
        var job: UInt64
        var environment: UInt64
        var bytes: [UInt8]
        /// The build that stored or kept it (``State/build``).
        var build: Int
    }

    private struct State {
        var entries: [OutputPath: Entry] = [:]
        /// How many builds replaced the entries.
        var build = 0
        var reused = 0
        var rendered = 0
        var renderedPaths: [String] = []
        var sitemap: (key: UInt64, files: [(name: String, bytes: [UInt8])])?
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
            // By index: a closure over each job would copy it (its closure and strings retained).
            jobs.indices.map { index in
                guard let fingerprint = jobs[index].fingerprint, let entry = state.entries[jobs[index].path],
                      entry.job == fingerprint, entry.environment == environment else { return nil }
                return entry.bytes
            }
        }
    }

    /// Replaces the cache with the fingerprinted files of one build and records its counts and the
    /// paths it rendered. The entries are updated in place, and those of files the build no longer
    /// has dropped: after one edit, most paths are the ones already there.
    package func replace(with files: [(path: OutputPath, job: UInt64, bytes: [UInt8])], environment: UInt64,
                 reused: Int, rendered: [OutputPath]) {
        state.withLock { state in
            state.build &+= 1
            let build = state.build
            state.entries.reserveCapacity(files.count)
            for file in files {
                state.entries[file.path] = Entry(job: file.job, environment: environment, bytes: file.bytes, build: build)
            }
            if state.entries.count != files.count { state.entries = state.entries.filter { $0.value.build == build } }
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
