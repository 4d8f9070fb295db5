import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import WaymarkModel
@testable import WaymarkSite
import WaymarkPages

/// The `pets-charters` fixture site built in memory (validate mode: rendered, nothing written) on
/// 2026-06-01, with its files by path.
struct PetsChartersFixture {
    static let today = CalendarDate(year: 2026, month: 6, day: 1) ?? CalendarDate(daysSinceEpoch: 0)
    static let baseURL = "https://pets.example.org/harbour/"

    let result: BuildResult
    let files: [String: [UInt8]]

    /// Builds the fixture (or `siteFolder`, a copy of it).
    static func build(siteFolder: String = RepositoryPaths.fixtureSite("pets-charters"), strict: Bool = false) async -> PetsChartersFixture {
        let options = BuildOptions(siteFolder: siteFolder, outputFolder: "/nonexistent/Output", today: today, strict: strict,
                                   mode: .validate, displayFolder: "pets-charters")
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        return PetsChartersFixture(result: result, files: files)
    }

    /// The file at `path` as UTF-8 text ("" when missing).
    func text(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Every `<svg>…</svg>` element of an HTML page.
    func svgs(in path: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text(path))
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            found.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}

/// What an SVG map says, read with `XMLParser`: the link of every pin and badge, every `<title>`.
final class SVGMapReader: NSObject, XMLParserDelegate {
    private(set) var links: [String] = []
    private(set) var titles: [String] = []
    private(set) var circles = 0
    private(set) var parsed = false
    private var inTitle = false
    private var title = ""

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        parsed = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "a", let href = attributes["href"] { links.append(href) }
        if name == "circle" { circles += 1 }
        if name == "title" { inTitle = true; title = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { inTitle = false; titles.append(title) }
    }
}

/// An Atom document read with `XMLParser`: the feed's and each entry's `id`, `title`, `updated`.
final class AtomReader: NSObject, XMLParserDelegate {
    struct Entry { var id = "", title = "", updated = "", link = "", summary = "" }
    private(set) var root = ""
    private(set) var feedID = ""
    private(set) var feedUpdated = ""
    private(set) var entries: [Entry] = []
    private(set) var parsed = false
    private var path: [String] = []
    private var text = ""

    init(_ bytes: [UInt8]) {
        super.init()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        parsed = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if path.isEmpty { root = name }
        path.append(name)
        text = ""
        if name == "entry" { entries.append(Entry()) }
        if name == "link", path.dropLast().last == "entry", let href = attributes["href"] { entries[entries.count - 1].link = href }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let parent = path.dropLast().last
        if parent == "entry", !entries.isEmpty {
            switch name {
            case "id": entries[entries.count - 1].id = text
            case "title": entries[entries.count - 1].title = text
            case "updated": entries[entries.count - 1].updated = text
            case "summary": entries[entries.count - 1].summary = text
            default: break
            }
        } else if parent == "feed" {
            if name == "id" { feedID = text }
            if name == "updated" { feedUpdated = text }
        }
        path.removeLast()
    }
}
