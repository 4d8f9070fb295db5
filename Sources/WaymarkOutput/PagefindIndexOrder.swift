import Foundation
import WaymarkCore

/// Puts the index Pagefind wrote into one order, so the same pages give the same index files byte
/// for byte (README, "Search"). Pagefind (1.x) writes its pages, words and fragments the same way
/// every run, but lists the filters of a language, the values of each filter and the languages of
/// `pagefind-entry.json` in the order of a hash table seeded per process, and names the filter and
/// metadata files after hashes of those bytes. This rewrites those three kinds of file:
///
/// - each filter file (`filter/<lang>_<hash>.pf_filter`, gzip of `pagefind_dcd` and the CBOR
///   `[name, [[value, [page, …]], …]]`) with its values in code-point order and their pages
///   ascending, named `<lang>_` and seven hex digits of a hash of its bytes;
/// - each language's metadata file (`pagefind.<lang>_<hash>.pf_meta`, whose fourth item lists the
///   filters as `[name, file hash]` and fifth the sort orders as `[name, pages]`) with both lists
///   by name and the new filter names, named `<lang>_` and ten hex digits;
/// - `pagefind-entry.json`, with its keys sorted and the new metadata names.
///
/// Pagefind's script loads these files by the names the metadata and entry give and checks no
/// hash, so the renamed index searches as the original does.
package enum PagefindIndexOrder {
    /// The signature before the CBOR value in every decompressed index file.
    static let signature = Array("pagefind_dcd".utf8)

    /// Why an index could not be put in order: a file missing or not laid out as Pagefind 1.x writes it.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Rewrites the index in `bundle` (a `pagefind/` folder Pagefind has just written) in place.
    package static func apply(to bundle: String) throws(Problem) {
        let entryPath = bundle + "/pagefind-entry.json"
        let entryBytes = try read(entryPath)
        guard var entry = (try? JSONSerialization.jsonObject(with: Data(entryBytes))) as? [String: Any],
              var languages = entry["languages"] as? [String: Any] else {
            throw Problem(description: "\(entryPath): expected a JSON object with \"languages\", as Pagefind 1.x writes")
        }
        for code in languages.keys.sorted() {
            guard var language = languages[code] as? [String: Any], let hash = language["hash"] as? String else {
                throw Problem(description: "\(entryPath): expected the language \"\(code)\" to have a \"hash\"")
            }
            language["hash"] = try orderMetadata(bundle: bundle, hash: hash, language: code)
            languages[code] = language
        }
        entry["languages"] = languages
        guard let json = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            throw Problem(description: "\(entryPath): cannot be written again as JSON")
        }
        try write(Array(json), to: entryPath)
    }

    /// Orders the metadata file `pagefind.<hash>.pf_meta` and the filter files it names; returns
    /// the metadata file's new hash.
    private static func orderMetadata(bundle: String, hash: String, language: String) throws(Problem) -> String {
        let path = bundle + "/pagefind.\(hash).pf_meta"
        guard case .array(var items) = try decode(path), items.count >= 4, case .array(let filters) = items[3] else {
            throw Problem(description: "\(path): expected an array whose fourth item lists the filters, as Pagefind 1.x writes")
        }
        var named: [(name: String, hash: String)] = []
        for filter in filters {
            guard let pair = filter.array, pair.count == 2, let name = pair[0].text, let file = pair[1].text else {
                throw Problem(description: "\(path): expected each filter as [name, file hash]")
            }
            named.append((name, try orderFilter(bundle: bundle, hash: file, language: language)))
        }
        items[3] = .array(named.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
            .map { .array([.text($0.name), .text($0.hash)]) })
        if items.count >= 5, case .array(let sorts) = items[4] {
            items[4] = .array(try sorted(sorts, in: path))
        }
        return try replace(path, with: .array(items), prefix: bundle + "/pagefind.", suffix: ".pf_meta", language: language, digits: 10)
    }

    /// Orders the filter file `filter/<hash>.pf_filter`; returns its new hash.
    private static func orderFilter(bundle: String, hash: String, language: String) throws(Problem) -> String {
        let path = bundle + "/filter/\(hash).pf_filter"
        guard let items = try decode(path).array, items.count == 2, items[0].text != nil, case .array(let values) = items[1] else {
            throw Problem(description: "\(path): expected [name, values], as Pagefind 1.x writes")
        }
        var ordered: [CBORValue] = []
        for value in try sorted(values, in: path) {
            guard var pair = value.array, pair.count == 2, case .array(let pages) = pair[1] else {
                throw Problem(description: "\(path): expected each value as [value, pages]")
            }
            var numbers: [UInt64] = []
            for page in pages {
                guard case .unsigned(let number) = page else { throw Problem(description: "\(path): expected page numbers") }
                numbers.append(number)
            }
            pair[1] = .array(numbers.sorted().map { .unsigned($0) })
            ordered.append(.array(pair))
        }
        return try replace(path, with: .array([items[0], .array(ordered)]), prefix: bundle + "/filter/", suffix: ".pf_filter",
                           language: language, digits: 7)
    }

    /// `items` (each an array led by its name) by name, in code-point order.
    private static func sorted(_ items: [CBORValue], in path: String) throws(Problem) -> [CBORValue] {
        var keyed: [(name: [UInt8], item: CBORValue)] = []
        for item in items {
            guard let name = item.array?.first?.text else { throw Problem(description: "\(path): expected every entry to start with its name") }
            keyed.append((Array(name.utf8), item))
        }
        return keyed.sorted { $0.name.lexicographicallyPrecedes($1.name) }.map(\.item)
    }

    /// Writes `value` as the file `prefix<language>_<hash>suffix`, named by a hash of its bytes,
    /// and removes `old` when that is another file; returns `<language>_<hash>`.
    private static func replace(_ old: String, with value: CBORValue, prefix: String, suffix: String,
                                language: String, digits: Int) throws(Problem) -> String {
        let bytes = signature + value.encoded
        let compressed: [UInt8]
        do { compressed = try Gzip.compress(bytes) } catch { throw Problem(description: "\(old): \(error)") }
        var hash = StableHash()
        hash.combine(bytes: bytes)
        let name = language + "_" + String(hash.hex.prefix(digits))
        let path = prefix + name + suffix
        try write(compressed, to: path)
        if path != old { try? FileManager.default.removeItem(atPath: old) }
        return name
    }

    /// The CBOR value of the index file at `path`.
    private static func decode(_ path: String) throws(Problem) -> CBORValue {
        let compressed = try read(path)
        let bytes: [UInt8]
        do { bytes = try Gzip.decompress(compressed) } catch { throw Problem(description: "\(path): \(error)") }
        guard bytes.starts(with: signature) else { throw Problem(description: "\(path): expected the signature pagefind_dcd") }
        do { return try CBORValue(decoding: bytes.dropFirst(signature.count)) } catch {
            throw Problem(description: "\(path): \(error)")
        }
    }

    private static func read(_ path: String) throws(Problem) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Problem(description: "\(path): cannot be read") }
        return Array(data)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws(Problem) {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw Problem(description: "\(path): cannot be written")
        }
    }
}
