import Synchronization
import WaymarkConfig
import WaymarkCore
import WaymarkModel

/// `waymark build --cache`: the rendered bytes of single feed entries (an Atom `<entry>`, a JSON Feed
/// item), kept between builds, so a feed whose records mostly did not change only joins bytes
/// (docs/scale.md, "Feed entries kept between builds").
///
/// The bytes themselves are not copied into the cache folder: the previous build's feed files in the
/// output hold them. The build cache keeps, per feed file, where each entry's bytes lie in it, under
/// the entry's ``key(record:format:config:)``, and the file's stamp after that build; the site
/// builder hands them back here through ``activate(_:)`` only when the cache was written by this
/// very program for the same shared environment (site.yml, theme, today …), and only the files that
/// still have their stamp. A feed job looks each of its entries up, renders those it does not find,
/// and tells ``record(path:fragments:reused:)`` where every entry lies in the file it made, for the next build.
package final class FeedFragments: Sendable {
    /// Which of a record's renderings a fragment is.
    package enum Format: UInt8, Sendable {
        case atom = 1
        case jsonFeed = 2
    }

    /// Where one entry's bytes lie in a feed file.
    package struct Fragment: Sendable, Equatable {
        package var key: UInt64
        package var offset: Int
        package var count: Int

        package init(key: UInt64, offset: Int, count: Int) {
            self.key = key
            self.offset = offset
            self.count = count
        }
    }

    /// What an earlier build left: feed files' bytes and, per entry key, which file and where.
    package struct Previous: Sendable {
        package var files: [[UInt8]]
        package var locations: [UInt64: (file: Int, offset: Int, count: Int)]

        package init(files: [[UInt8]] = [], locations: [UInt64: (file: Int, offset: Int, count: Int)] = [:]) {
            self.files = files
            self.locations = locations
        }
    }

    private struct State {
        var load: (@Sendable () -> Previous)?
        var previous: Previous?
        var made: [String: [Fragment]] = [:]
        var reused = 0
        var rendered = 0
    }

    private let state = Mutex(State())

    /// A store that finds nothing and keeps nothing until ``activate(_:)``.
    package init() {}

    /// Turns the store on: `load` gives the earlier build's fragments, called at most once, when a
    /// feed first asks. Until this is called, ``isActive`` is false and feeds render as without it.
    package func activate(_ load: @escaping @Sendable () -> Previous) {
        state.withLock { $0.load = load }
    }

    /// Whether a build cache turned the store on.
    package var isActive: Bool { state.withLock { $0.load != nil } }

    /// The key of one record's entry: the record's fingerprint (every field the entry shows, its
    /// geocoding), the format, and what differs between the languages of one build (language, base
    /// URL). Everything else an entry depends on (site.yml, theme and words, today, the program) is
    /// the same for every entry of a store (``activate(_:)``).
    package static func key(record: UInt64, format: Format, config: SiteConfig) -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-feed-entry-1")
        hash.combine(UInt64(format.rawValue))
        hash.combine(record)
        hash.combine(config.language)
        hash.combine(config.baseURL)
        return hash.value
    }

    /// The bytes an earlier build rendered for each of `keys` (`nil` for those it did not), in
    /// order; one look-up under one lock.
    package func bytes(for keys: [UInt64]) -> [ArraySlice<UInt8>?] {
        state.withLock { state -> [ArraySlice<UInt8>?] in
            if state.previous == nil, let load = state.load { state.previous = load() }
            guard let previous = state.previous, !previous.locations.isEmpty else { return keys.map { _ in nil } }
            return keys.map { key in
                previous.locations[key].map { previous.files[$0.file][$0.offset..<($0.offset + $0.count)] }
            }
        }
    }

    /// Records where the entries of the feed file at `path` (relative to the output folder) lie in
    /// the bytes just rendered for it, and how many were `reused` rather than rendered.
    package func record(path: String, fragments: [Fragment], reused: Int) {
        state.withLock { state in
            state.made[path] = fragments
            state.reused += reused
            state.rendered += fragments.count - reused
        }
    }

    /// The fragments recorded in this build, by feed file path.
    package var made: [String: [Fragment]] { state.withLock { $0.made } }

    /// Entries joined from earlier bytes and entries rendered, over this build's feeds.
    package var counts: (reused: Int, rendered: Int) { state.withLock { ($0.reused, $0.rendered) } }
}
