import WaymarkModel
import WaymarkOutput
import WaymarkRender

extension PetPagesGenerator {
    /// The Atom feed of `announcements` with each entry's bytes taken from `fragments` when an
    /// earlier build rendered that record's entry (its key, ``FeedFragments/key(record:format:config:)``,
    /// from `records`, the announcements' fingerprints) and rendered otherwise; tells `fragments`
    /// where every entry lies in the result. The same bytes as ``SiteFeed/atom(config:)``.
    static func atomFeed(_ feed: SiteFeed, path: OutputPath, announcements: [Announcement], records: [UInt64],
                         fragments: FeedFragments, cache: FeedEntryCache<[String?]>, environment: RenderEnvironment) -> [UInt8] {
        let config = environment.site.config
        let (keys, found, misses, entry) = lookUp(.atom, records: records, announcements: announcements,
                                                   fragments: fragments, cache: cache, environment: environment)
        var made: [FeedFragments.Fragment] = []
        made.reserveCapacity(keys.count)
        let updated = Self.updated(announcements, today: feed.today)
        let bytes = feed.atom(config: config, updated: updated, count: announcements.count) { index, writer in
            let start = writer.bytes.count
            if let kept = found[index] {
                writer.bytes.append(contentsOf: kept)
            } else {
                SiteFeed.writeAtomEntry(entry(index), today: feed.today, into: &writer)
                writer.drain()
            }
            made.append(FeedFragments.Fragment(key: keys[index], offset: start, count: writer.bytes.count - start))
        }
        fragments.record(path: outputPath(path, environment), fragments: made, reused: keys.count - misses)
        return bytes
    }

    /// The JSON Feed as ``atomFeed(_:path:announcements:records:fragments:cache:environment:)``
    /// makes the Atom one; `nil` when an entry's point is not finite (the caller then encodes the
    /// whole document the usual way, which reports it).
    static func jsonFeed(_ feed: SiteFeed, path: OutputPath, announcements: [Announcement], records: [UInt64],
                         fragments: FeedFragments, cache: FeedEntryCache<[String?]>, environment: RenderEnvironment) -> [UInt8]? {
        let config = environment.site.config
        let (keys, found, misses, entry) = lookUp(.jsonFeed, records: records, announcements: announcements,
                                                   fragments: fragments, cache: cache, environment: environment)
        var made: [FeedFragments.Fragment] = []
        made.reserveCapacity(keys.count)
        let document = feed.jsonFeed(config: config, items: [])
        let bytes = document.encoded(count: announcements.count) { index, bytes in
            let start = bytes.count
            if let kept = found[index] {
                bytes.append(contentsOf: kept)
            } else {
                guard let item = JSONFeedDocument.itemBytes(SiteFeed.jsonItem(entry(index))) else { return false }
                bytes.append(contentsOf: item)
            }
            made.append(FeedFragments.Fragment(key: keys[index], offset: start, count: bytes.count - start))
            return true
        }
        guard let bytes else { return nil }
        fragments.record(path: outputPath(path, environment), fragments: made, reused: keys.count - misses)
        return bytes
    }

    /// What both formats do first: each record's key in `format`, the bytes an earlier build left
    /// for it (`nil` where none), how many are missing, and the entry of the announcement at an index
    /// for those that must render.
    private static func lookUp(_ format: FeedFragments.Format, records: [UInt64], announcements: [Announcement],
                               fragments: FeedFragments, cache: FeedEntryCache<[String?]>, environment: RenderEnvironment)
        -> (keys: [UInt64], found: [ArraySlice<UInt8>?], misses: Int, entry: (Int) -> FeedEntry) {
        let config = environment.site.config
        let keys = records.map { FeedFragments.key(record: $0, format: format, config: config) }
        let found = fragments.bytes(for: keys)
        let misses = found.count(where: { $0 == nil })
        return (keys, found, misses, entries(announcements, misses: misses, cache: cache, environment: environment))
    }

    /// The entry of the announcement at an index: its description from the list both formats share
    /// when at least half of them must render (made once, ``FeedEntryCache``), else rendered for that
    /// one alone.
    private static func entries(_ announcements: [Announcement], misses: Int, cache: FeedEntryCache<[String?]>,
                                environment: RenderEnvironment) -> (Int) -> FeedEntry {
        let site = environment.site
        if misses * 2 >= announcements.count, misses > 0 {
            return Self.entries(announcements, descriptions: cache.value(environment), site: site)
        }
        return { entry(announcements[$0], config: site.config, markdown: site.markdown, words: site.words) }
    }

    /// Where the job's file goes: `path` under the language's folder when the environment is
    /// another language's of a multilingual site (``PageLanguages/Edition/prefix``).
    private static func outputPath(_ path: OutputPath, _ environment: RenderEnvironment) -> String {
        (environment.languages?.edition.prefix ?? "") + path.description
    }
}
