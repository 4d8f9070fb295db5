import Foundation
import Testing
@testable import WaymarkOutput

/// ``PagefindIndexOrder``: two indexes that differ only in the orders Pagefind leaves to chance
/// (filters, filter values, languages, and the file names that follow from them) become the same
/// files byte for byte, with the same filters, values and pages in them.
@Suite struct PagefindIndexOrderTests {
    /// One language's filters: name → (value → pages), each given in the order to write it.
    typealias Filters = [(name: String, values: [(value: String, pages: [UInt64])])]

    /// A folder holding a `pagefind/` bundle laid out as Pagefind 1.x writes it, for `languages`
    /// in the order given, each with `filters`, the file names made from `salt` as Pagefind's
    /// hashes would differ between runs.
    static func bundle(languages: [String], filters: (String) -> Filters, salt: String) throws -> String {
        let folder = NSTemporaryDirectory() + "pagefind-order-\(UUID().uuidString)/pagefind"
        try FileManager.default.createDirectory(atPath: folder + "/filter", withIntermediateDirectories: true)
        var entries: [String] = []
        for language in languages {
            var listed: [CBORValue] = []
            for (index, filter) in filters(language).enumerated() {
                let name = "\(language)_\(salt)f\(index)"
                let values: [CBORValue] = filter.values.map { .array([.text($0.value), .array($0.pages.map { .unsigned($0) })]) }
                try write(.array([.text(filter.name), .array(values)]), to: folder + "/filter/\(name).pf_filter")
                listed.append(.array([.text(filter.name), .text(name)]))
            }
            let meta = CBORValue.array([.text("1.5.2"), .array([.array([.text("\(language)_page1"), .unsigned(24)])]),
                                        .array([.array([.text("a"), .text("z"), .text("\(language)_words")])]),
                                        .array(listed), .array([]), .array([.text("title")])])
            try write(meta, to: folder + "/pagefind.\(language)_\(salt)meta.pf_meta")
            entries.append("\"\(language)\":{\"hash\":\"\(language)_\(salt)meta\",\"wasm\":\"\(language)\",\"page_count\":3}")
        }
        let entry = "{\"version\":\"1.5.2\",\"languages\":{\(entries.joined(separator: ","))},\"include_characters\":[\"_\",\"‿\"]}"
        try entry.write(toFile: folder + "/pagefind-entry.json", atomically: true, encoding: .utf8)
        return folder
    }

    static func write(_ value: CBORValue, to path: String) throws {
        try Data(try Gzip.compress(PagefindIndexOrder.signature + value.encoded)).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> CBORValue {
        try CBORValue(decoding: try Gzip.decompress(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).dropFirst(12))
    }

    /// Every file of `folder` by its path inside it, with its bytes.
    static func files(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder) ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return files
    }

    static let first: Filters = [
        ("status", [("Lost", [14, 9, 10]), ("Found", [11, 13]), ("Closed", [12])]),
        ("species", [("rabbit", [13]), ("cat", [9, 10, 12]), ("guinea pig", [15]), ("dog", [11, 14])]),
        ("kind", [("Announcement", [9, 10, 11, 12, 13, 14, 15])]),
    ]
    static let second: Filters = [
        ("kind", [("Announcement", [9, 10, 11, 12, 13, 14, 15])]),
        ("species", [("dog", [14, 11]), ("guinea pig", [15]), ("cat", [12, 10, 9]), ("rabbit", [13])]),
        ("status", [("Closed", [12]), ("Lost", [9, 10, 14]), ("Found", [13, 11])]),
    ]

    @Test func indexesThatDifferOnlyInOrderBecomeTheSameFiles() throws {
        let a = try Self.bundle(languages: ["en", "sv"], filters: { _ in Self.first }, salt: "1")
        let b = try Self.bundle(languages: ["sv", "en"], filters: { _ in Self.second }, salt: "2")
        defer { for folder in [a, b] { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) } }
        #expect(try Self.files(a) != Self.files(b))
        try PagefindIndexOrder.apply(to: a)
        try PagefindIndexOrder.apply(to: b)
        let ordered = try Self.files(a)
        #expect(ordered == (try Self.files(b)))
        #expect(ordered.keys.count(where: { $0.hasSuffix(".pf_filter") }) == 6 && ordered.keys.count(where: { $0.hasSuffix(".pf_meta") }) == 2)

        // The entry names each language's new metadata file, keys sorted.
        let entryBytes = try #require(ordered["pagefind-entry.json"])
        let entry = String(decoding: entryBytes, as: UTF8.self)
        let en = try #require(ordered.keys.first { $0.hasPrefix("pagefind.en_") }).dropFirst("pagefind.".count).dropLast(".pf_meta".count)
        #expect(en.count == "en_".count + 10)
        #expect(entry.hasPrefix("{\"include_characters\":[\"_\",\"‿\"],\"languages\":{\"en\":{\"hash\":\"\(en)\",\"page_count\":3,\"wasm\":\"en\"},\"sv\":"))

        // The metadata lists the filters by name, each naming its file; the values and pages are in order.
        guard case .array(let meta) = try Self.read(a + "/pagefind.\(en).pf_meta"), case .array(let listed) = meta[3] else {
            Issue.record("the metadata is no array")
            return
        }
        #expect(listed.compactMap { $0.array?.first?.text } == ["kind", "species", "status"])
        let speciesFile = try #require(listed[1].array?[1].text)
        let species = try Self.read(a + "/filter/\(speciesFile).pf_filter")
        #expect(species == .array([.text("species"), .array([
            .array([.text("cat"), .array([.unsigned(9), .unsigned(10), .unsigned(12)])]),
            .array([.text("dog"), .array([.unsigned(11), .unsigned(14)])]),
            .array([.text("guinea pig"), .array([.unsigned(15)])]),
            .array([.text("rabbit"), .array([.unsigned(13)])]),
        ])]))
        #expect(meta[1] == .array([.array([.text("en_page1"), .unsigned(24)])]), "the pages are left as Pagefind wrote them")
    }

    /// An index already in order is left as it is.
    @Test func anOrderedIndexStaysAsItIs() throws {
        let folder = try Self.bundle(languages: ["en"], filters: { _ in Self.second }, salt: "3")
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try PagefindIndexOrder.apply(to: folder)
        let once = try Self.files(folder)
        try PagefindIndexOrder.apply(to: folder)
        #expect(try Self.files(folder) == once)
    }

    /// What is not laid out as Pagefind 1.x writes it is a problem naming the file.
    @Test func aBundleNotLaidOutAsPagefindWritesIsAProblemNamingTheFile() throws {
        let folder = try Self.bundle(languages: ["en"], filters: { _ in Self.first }, salt: "4")
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let meta = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".pf_meta") })
        try Data("not gzip".utf8).write(to: URL(fileURLWithPath: folder + "/" + meta))
        #expect {
            try PagefindIndexOrder.apply(to: folder)
        } throws: { error in
            "\(error)".hasPrefix(folder + "/" + meta + ": not gzip data")
        }
        try FileManager.default.removeItem(atPath: folder + "/pagefind-entry.json")
        #expect {
            try PagefindIndexOrder.apply(to: folder)
        } throws: { error in
            "\(error)" == folder + "/pagefind-entry.json: cannot be read"
        }
    }
}
