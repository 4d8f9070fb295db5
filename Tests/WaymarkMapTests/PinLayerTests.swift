import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Maps drawn in layers (``MapOptions/pinLayers``): one drawing of the pins per key, each of the
/// pins that list it, clustered and counted among themselves, for a page's filters to show one at a time.
@Suite struct PinLayerTests {
    /// The Södermalm pets in layers `all`, and `lost` or `found` by their category.
    static let pins: [MapPin] = MapFixtures.pets.map { pin in
        var pin = pin
        pin.layers = ["all", pin.category]
        return pin
    }

    static func svg(_ pins: [MapPin] = pins, layers: [String] = ["all", "lost", "found"]) -> String {
        var options = MapFixtures.options("layers", title: "Lost and found pets near Södermalm", listHref: "#pets-list")
        options.pinLayers = layers
        return MapRenderer().landing(MapFixtures.sodermalm, pins: pins, options: options)
    }

    /// The layer groups of `root` with `key`: the pins' and the legend's.
    static func layers(_ root: SVGNode, _ key: String) -> [SVGNode] {
        root.all.filter { $0.name == "g" && $0.attributes["class"] == "pin-layer" && $0.attributes["data-layer"] == key }
    }

    /// How many pins a layer shows: one per lone pin, a badge's count per badge.
    static func shownPins(_ layer: SVGNode) -> (pins: Int, links: Set<String>) {
        var count = 0
        var links = Set<String>()
        for group in layer.children where group.name == "g" && group.attributes["stroke-width"] == "1.5" {
            for pin in group.children {
                if let badge = pin.children.first(where: { $0.name == "text" }) {
                    count += Int(badge.text) ?? 0
                } else {
                    count += 1
                    if let href = pin.attributes["href"] { links.insert(href) }
                }
            }
        }
        return (count, links)
    }

    @Test func eachLayerShowsExactlyThePinsOfItsKey() throws {
        let root = try #require(SVGDocument.parse(Self.svg()).root)
        for key in ["all", "lost", "found"] {
            let groups = Self.layers(root, key)
            #expect(groups.count == 2, "\(key): one group of pins, one of legend")
            let members = Self.pins.filter { $0.layers.contains(key) }
            let shown = groups.map(Self.shownPins).reduce(0) { $0 + $1.pins }
            #expect(shown == members.count, "\(key)")
            #expect(groups.flatMap { Self.shownPins($0).links }.allSatisfy { link in members.contains { $0.href == link } })
        }
    }

    @Test func layersClusterTheirOwnPins() throws {
        let root = try #require(SVGDocument.parse(Self.svg()).root)
        func badges(_ key: String) -> [Int] {
            Self.layers(root, key).flatMap(\.all).filter { $0.name == "a" }
                .compactMap { $0.children.first { $0.name == "text" }.flatMap { Int($0.text) } }
        }
        // Bella (lost), Milo (found) and Sixten (lost) stand within a few metres of each other.
        #expect(badges("all") == [3])
        #expect(badges("lost") == [2])
        #expect(badges("found") == [])
    }

    @Test func onlyTheFirstLayerIsShownWithoutAStylesheet() throws {
        let root = try #require(SVGDocument.parse(Self.svg()).root)
        for group in Self.layers(root, "all") { #expect(group.attributes["display"] == nil) }
        for key in ["lost", "found"] {
            for group in Self.layers(root, key) { #expect(group.attributes["display"] == "none") }
        }
    }

    @Test func eachLayerHasTheLegendOfItsPins() throws {
        let root = try #require(SVGDocument.parse(Self.svg()).root)
        func legend(_ key: String) -> [String] {
            Self.layers(root, key).flatMap(\.all).filter { $0.name == "text" && $0.attributes["text-anchor"] == nil }.map(\.text)
        }
        #expect(legend("all") == ["Lost (7)", "Found (5)", "Nearby pins (count)", "Within 10 km"])
        #expect(legend("lost") == ["Lost (7)", "Nearby pins (count)", "Within 10 km"])
        #expect(legend("found") == ["Found (5)", "Within 10 km"], "no badge in this layer, so no badge row")
    }

    @Test func aLayerWithoutPinsKeepsItsLegend() throws {
        let root = try #require(SVGDocument.parse(Self.svg(layers: ["all", "nobody"])).root)
        let groups = Self.layers(root, "nobody")
        #expect(groups.map(Self.shownPins).reduce(0) { $0 + $1.pins } == 0)
        #expect(groups.flatMap(\.all).contains { $0.name == "text" && $0.text == "Within 10 km" })
    }

    @Test func keysAreEscaped() throws {
        var pins = Self.pins
        pins[0].layers = ["a\"b<c"]
        let svg = Self.svg(pins, layers: ["a\"b<c"])
        let root = try #require(SVGDocument.parse(svg).root)
        #expect(Self.layers(root, "a\"b<c").count == 2)
        #expect(svg.contains("data-layer=\"a&quot;b&lt;c\""))
    }

    @Test func aMapWithoutLayersIsDrawnOnce() {
        var options = MapFixtures.options("once", title: "Pets")
        options.pinLayers = []
        let svg = MapRenderer().landing(MapFixtures.sodermalm, pins: Self.pins, options: options)
        #expect(!svg.contains("pin-layer"))
        #expect(svg == MapRenderer().landing(MapFixtures.sodermalm, pins: MapFixtures.pets, options: options),
                "a pin's layers change nothing on a map drawn once")
    }
}
