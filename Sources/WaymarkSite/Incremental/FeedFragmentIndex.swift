import WaymarkCore
import WaymarkData
import WaymarkOutput
import WaymarkRender

/// `--cache`: where each entry of the last build's feed files lies in those files (``FeedFragments``),
/// in the cache folder beside the build cache file (`feeds-<hash of the output folder>`), so the
/// next build joins the bytes of unchanged entries instead of rendering them (docs/scale.md, "Feed
/// entries kept between builds").
///
/// Layout, integers little-endian (8 bytes), strings as a byte count and UTF-8:
/// `WAYMARK-FEED-ENTRIES\n`, format number, tool identity (``BuildCache/toolIdentity(_:)``), output
/// folder, shared-environment fingerprint, file count, then per feed file its path in the output,
/// its ``OutputStamp`` after the build (size, seconds, nanoseconds), its entry count and per entry
/// the key, offset and byte count; last a ``ContentHash`` of every byte before it. A file that is
/// not whole, of another format or of another program is ignored with a warning; one of another
/// output folder or environment (site.yml, theme, today …) silently, as the build cache's entries are.
struct FeedFragmentIndex: Sendable, Equatable {
    static let currentFormat: UInt64 = 1
    static let magic = Array("WAYMARK-FEED-ENTRIES\n".utf8)

    /// One feed file of the output and where its entries lie.
    struct File: Sendable, Equatable {
        var path: String
        var stamp: OutputStamp
        var fragments: [FeedFragments.Fragment]
    }

    var tool: UInt64
    var outputFolder: String
    var environment: UInt64
    var files: [File]

    /// The index file of `outputFolder` in the cache folder `folder`.
    static func path(folder: String, outputFolder: String) -> String {
        var hash = StableHash()
        hash.combine(BuildCache.absolute(outputFolder))
        return folder + "/feeds-" + hash.hex
    }

    /// The index at `path`, when it is usable for this program, output folder and environment;
    /// with a warning line when a file was there but is damaged or of another program or format.
    static func load(_ path: String, from store: CacheFileStore, outputFolder: String,
                     environment: UInt64) -> (index: FeedFragmentIndex?, warning: String?) {
        func ignored(_ why: String) -> (index: FeedFragmentIndex?, warning: String?) {
            (nil, "\(path): warning: feed entry cache ignored: \(why); rendering every feed entry")
        }
        let data: [UInt8]
        switch store.read(path) {
        case .missing: return (nil, nil)
        case .unreadable(let why): return ignored(why)
        case .bytes(let read): data = read
        }
        let index: FeedFragmentIndex
        do {
            index = try decode(data)
        } catch {
            return ignored(error.description)
        }
        guard index.tool == store.tool else {
            return ignored("written by another build of waymark (its program, theme, gazetteer or coastlines differ)")
        }
        guard index.outputFolder == BuildCache.absolute(outputFolder), index.environment == environment else { return (nil, nil) }
        return (index, nil)
    }

    /// The earlier build's entries that can be used: only those of feed files that the output folder
    /// still holds with the recorded stamp, each within its file and shaped as an entry of its format
    /// (an Atom `<entry>` element, a JSON object); files that fail are left out whole. The files with
    /// the most entries are read first, and a file none of whose entries is new is not read (a place's
    /// feed lists entries the site-wide feed has). Stamps and bytes are read through `io`.
    func previous(in outputFolder: String, io: FileIO) -> FeedFragments.Previous {
        var previous = FeedFragments.Previous()
        for file in files.sorted(by: { ($0.fragments.count, $1.path) > ($1.fragments.count, $0.path) }) {
            guard file.fragments.contains(where: { previous.locations[$0.key] == nil }) else { continue }
            let full = outputFolder + "/" + file.path
            // Read straight into the array (a site-wide feed of 100,000 entries is 70 MB: reading it
            // through `Data` and copying it took a tenth of a second more).
            guard OutputStamp.of(full, io: io) == file.stamp, let bytes = try? io.read(full) else { continue }
            guard UInt64(bytes.count) == file.stamp.size,
                  file.fragments.allSatisfy({ Self.isEntry($0, of: file.path, in: bytes) }) else { continue }
            let number = previous.files.count
            previous.files.append(bytes)
            for fragment in file.fragments {
                previous.locations[fragment.key] = (number, fragment.offset, fragment.count)
            }
        }
        return previous
    }

    /// Whether `fragment` lies within `bytes` and looks like one entry of the feed at `path`.
    static func isEntry(_ fragment: FeedFragments.Fragment, of path: String, in bytes: [UInt8]) -> Bool {
        guard fragment.offset >= 0, fragment.count >= 2, fragment.offset <= bytes.count - fragment.count else { return false }
        let entry = bytes[fragment.offset..<(fragment.offset + fragment.count)]
        if path.hasSuffix(".atom") {
            return entry.starts(with: atomStart) && entry.reversed().starts(with: atomEnd.reversed())
        }
        return entry.first == UInt8(ascii: "{") && entry.last == UInt8(ascii: "}")
    }

    private static let atomStart = Array("  <entry>\n".utf8)
    private static let atomEnd = Array("  </entry>\n".utf8)

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var file = CacheFileWriter(magic: Self.magic, capacity: 128 + files.reduce(0) { $0 + 64 + $1.fragments.count * 24 })
        file.put(Self.currentFormat)
        file.put(tool)
        file.put(outputFolder)
        file.put(environment)
        file.put(UInt64(files.count))
        for feed in files {
            file.put(feed.path)
            file.put(feed.stamp)
            file.put(UInt64(feed.fragments.count))
            for fragment in feed.fragments {
                file.put(fragment.key)
                file.put(UInt64(fragment.offset))
                file.put(UInt64(fragment.count))
            }
        }
        file.put(Self.checksum(file.bytes[...]))
        return file.bytes
    }

    /// Reads a file's bytes; throws a ``BuildCacheFile/Problem`` saying why they cannot be used.
    static func decode(_ bytes: [UInt8]) throws(BuildCacheFile.Problem) -> FeedFragmentIndex {
        var reader = try BuildCacheFile.Reader.body(of: bytes, magic: magic, kind: "feed entry cache", format: currentFormat,
                                                    checksum: checksum)
        var index = FeedFragmentIndex(tool: try reader.number(), outputFolder: try reader.text(),
                                      environment: try reader.number(), files: [])
        let count = try reader.count()
        guard count <= bytes.count / 48 else { throw BuildCacheFile.Problem(description: "file count \(count) is too large") }
        for _ in 0..<count {
            let path = try reader.text()
            let stamp = try reader.stamp()
            let entries = try reader.count()
            guard entries <= bytes.count / 24 else { throw BuildCacheFile.Problem(description: "entry count \(entries) is too large") }
            var fragments: [FeedFragments.Fragment] = []
            fragments.reserveCapacity(entries)
            for _ in 0..<entries {
                fragments.append(FeedFragments.Fragment(key: try reader.number(), offset: try reader.count(), count: try reader.count()))
            }
            index.files.append(File(path: path, stamp: stamp, fragments: fragments))
        }
        guard reader.offset == reader.end else { throw BuildCacheFile.Problem(description: "bytes after the last entry") }
        return index
    }

    /// The checksum stored at the end (``CacheFileWriter/contentChecksum(_:)``).
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 { CacheFileWriter.contentChecksum(bytes) }

    /// Writes the index atomically (a temporary file renamed over it).
    func save(to path: String, in store: CacheFileStore) throws {
        try store.save(encoded(), to: path)
    }
}
