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

/// What an SVG map shows without a stylesheet, read with `XMLParser`: the link of every pin and
/// badge, every `<title>` (the layers a page's filters show, `display="none"`, are skipped), and
/// each pin layer's lone pins' links and badge counts (`MapOptions.pinLayers`).
final class SVGMapReader: NSObject, XMLParserDelegate {
    /// What one pin layer (`<g class="pin-layer" data-layer="…">`) draws.
    struct Layer { var links: [String] = [], badgeCounts: [Int] = [] }

    private(set) var links: [String] = []
    private(set) var titles: [String] = []
    private(set) var circles = 0
    private(set) var parsed = false
    /// Every pin layer by key, hidden ones included.
    private(set) var layers: [String: Layer] = [:]
    private var inTitle = false
    private var title = ""
    private var hiddenDepth = 0
    private var depth = 0
    private var layer: (key: String, depth: Int)?
    private var badgeText: String?

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        parsed = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        if attributes["class"] == "pin-layer", let key = attributes["data-layer"] {
            layer = (key, depth)
            layers[key, default: Layer()] = layers[key] ?? Layer()
        }
        if let layer, name == "a", let href = attributes["href"], !href.hasPrefix("#") { layers[layer.key]?.links.append(href) }
        if layer != nil, name == "text", attributes["text-anchor"] == "middle", attributes["font-size"] == "10" { badgeText = "" }
        if hiddenDepth == 0, attributes["display"] == "none" { hiddenDepth = depth }
        guard hiddenDepth == 0 else { return }
        if name == "a", let href = attributes["href"] { links.append(href) }
        if name == "circle" { circles += 1 }
        if name == "title" { inTitle = true; title = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
        if badgeText != nil { badgeText? += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let text = badgeText, name == "text", let layer {
            layers[layer.key]?.badgeCounts.append(Int(text) ?? 0)
            badgeText = nil
        }
        if name == "title", inTitle { inTitle = false; titles.append(title) }
        if depth == hiddenDepth { hiddenDepth = 0 }
        if depth == layer?.depth { layer = nil }
        depth -= 1
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
