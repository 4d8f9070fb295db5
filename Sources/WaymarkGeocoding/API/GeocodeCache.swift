import Foundation
import WaymarkCore
import WaymarkModel

/// Results of the online provider kept inside the site (`Content/.waymark/geocode-cache.json`), so
/// later builds and CI place the same texts with no network.
///
/// Keyed by the ``PlaceNameKey`` of the whole text ("Le Marin, Martinique" → `le marin martinique`),
/// so a record is geocoded again only when its text changes in a way that matters (the seeds'
/// `needsGeocoding` rule): case, accents and punctuation edits keep the entry. Negative answers are
/// kept too, so an unknown text is not sent again on every `--online` build. The file is a JSON
/// object (sorted keys) from key to ``Entry``.
package struct GeocodeCache: Sendable, Hashable {
    /// One cached answer.
    package struct Entry: Sendable, Hashable, Codable {
        /// The text as first looked up.
        package var text: String
        /// The place, or nil when the provider found nothing.
        package var result: PlaceResult?
        /// Which provider answered, e.g. `nominatim`.
        package var source: String
        /// The build date ("today", docs/geo.md, "Today") of the lookup.
        package var date: CalendarDate

        /// Creates an entry.
        package init(text: String, result: PlaceResult?, source: String, date: CalendarDate) {
            self.text = text
            self.result = result
            self.source = source
            self.date = date
        }
    }

    /// The cache file's path relative to the site folder.
    package static let relativePath = ".waymark/geocode-cache.json"

    /// Entries by key.
    package private(set) var entries: [String: Entry]

    /// An empty cache, or one with the given entries.
    package init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The cache key of a text.
    package static func key(for text: String) -> String { PlaceNameKey.make(text) }

    /// The entry for `text`, if any.
    package func entry(for text: String) -> Entry? { entries[GeocodeCache.key(for: text)] }

    /// The `needsGeocoding` rule: true when the cache holds no answer for this text (a new or changed
    /// text), false when it does (even a negative one).
    package func needsGeocoding(_ text: String) -> Bool { entry(for: text) == nil }

    /// Records an answer for `text`, replacing any earlier one.
    package mutating func record(_ text: String, result: PlaceResult?, source: String, date: CalendarDate) {
        let key = GeocodeCache.key(for: text)
        guard !key.isEmpty else { return }
        entries[key] = Entry(text: text, result: result, source: source, date: date)
    }

    /// The file's bytes: pretty-printed JSON with sorted keys and a final newline
    /// (``WaymarkCore/SortedJSON``). Throws when an entry cannot be encoded.
    package func encoded() throws -> Data {
        Data(try SortedJSON.encode(entries, layout: .pretty))
    }

    /// Reads the cache file at `url`; a missing file is an empty cache.
    ///
    /// - Parameter displayPath: the path shown in a diagnostic, e.g. `Content/.waymark/geocode-cache.json`.
    /// - Throws: a ``Diagnostic`` error when the file exists but is not a cache, saying how to recover.
    package static func read(from url: URL, displayPath: String) throws(Diagnostic) -> GeocodeCache {
        guard FileManager.default.fileExists(atPath: url.path) else { return GeocodeCache() }
        // Only a regular file is read: a named pipe in its place would block the build forever.
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .error("geocode cache is not a regular file: expected the JSON file Waymark writes; delete it to start again",
                         at: SourceLocation(path: displayPath))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .error("geocode cache cannot be read: expected a readable file", at: SourceLocation(path: displayPath))
        }
        do {
            return GeocodeCache(entries: try JSONDecoder().decode([String: Entry].self, from: data))
        } catch {
            throw .error(
                "geocode cache is not valid (\(GeocodeCache.reason(error))): expected a JSON object from text key to {text, result, source, date}; delete the file to start again",
                at: SourceLocation(path: displayPath))
        }
    }

    /// Writes the cache to `url`, creating the folder; atomic, so a crash never leaves half a file.
    package func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoded().write(to: url, options: .atomic)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
