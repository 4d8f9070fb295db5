import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// `data-bounds="W S E N"` on every map (docs/geo.md, "Map bounds").
@Suite struct MapBoundsTests {
    func edges(_ svg: String) throws -> [Double] {
        let root = try #require(SVGDocument.parse(svg).root)
        let text = try #require(root.attributes["data-bounds"])
        let parts = text.split(separator: " ")
        #expect(parts.count == 4)
        for part in parts {
            let decimals = part.split(separator: ".").last ?? ""
            #expect(part.contains(".") && decimals.count == MapScene.boundsDecimals, "\(text)")
        }
        return parts.compactMap { Double($0) }
    }

    @Test func aLandingMapCarriesTheViewItShows() throws {
        let scene = MapRenderer().landingScene(MapFixtures.sodermalm, pins: MapFixtures.pets,
                                               options: MapFixtures.options("b", title: "Bounds"))
        let e = try edges(scene.svg())
        let view = scene.viewport.visibleBounds
        #expect(e.count == 4)
        #expect(e[0] < e[2] && e[1] < e[3])
        for (value, expected) in zip(e, [view.west, view.south, view.east, view.north]) {
            #expect(abs(value - expected) <= 0.5e-5)
        }
        // The 10 km circle fits inside: about ±0.18° of longitude and ±0.09° of latitude around Södermalm.
        #expect(e[0] < 17.88 && e[2] > 18.24 && e[1] < 59.22 && e[3] > 59.40, "\(e)")
        // Pixel corners map back to the edges.
        let corner = scene.viewport.coordinate(atX: 0, y: 0)
        #expect(abs(corner.longitude - e[0]) < 1e-5 && abs(corner.latitude - e[3]) < 1e-5)
    }

    @Test func anAntimeridianMapHasWestGreaterThanEast() throws {
        let svg = MapRenderer().overview(MapFixtures.fiji, options: MapFixtures.options("fiji", title: "Fiji"))
        let e = try edges(svg)
        #expect(e.count == 4 && e[0] > e[2], "\(e)")
        #expect(e[0] > 170 && e[0] < 180 && e[2] < -170 && e[2] > -180, "\(e)")
    }

    @Test func aWorldMapSpansEveryLongitude() throws {
        let viewport = MapViewport(center: Coordinate(latitude: 0, longitude: 0), zoom: 0, size: PixelSize(width: 640, height: 400))
        let scene = MapScene(options: MapFixtures.options("world", title: "World"), viewport: viewport, margins: .zero, description: "World")
        let e = try edges(scene.svg())
        #expect(e.first == -180 && e.dropFirst(2).first == 180, "\(e)")
    }

    /// `data-focus="X Y"`: the pixel the landing place sits on, right of the legend, not the SVG's middle.
    @Test func aLandingMapFocusesOnItsPlaceNotOnTheMiddleOfTheSVG() throws {
        let scene = MapRenderer().landingScene(MapFixtures.sodermalm, pins: MapFixtures.pets,
                                               options: MapFixtures.options("f", title: "Focus"))
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let focus = try #require(root.attributes["data-focus"]).split(separator: " ").compactMap { Double($0) }
        try #require(focus.count == 2)
        let place = scene.viewport.pixel(for: MapFixtures.sodermalm.coordinate)
        // The circle around the place is what the view was fitted to, so its centre is the focus.
        #expect(abs(focus[0] - place.x) < 2 && abs(focus[1] - place.y) < 2, "focus \(focus), place \(place)")
        #expect(focus[0] > scene.viewport.size.width / 2 + 20, "the legend on the left pushes the data right")
    }

    @Test(arguments: [(0.0, "0.00000"), (-0.000001, "0.00000"), (-17.5, "-17.50000"), (179.999996, "180.00000"),
                      (12.345678, "12.34568"), (.nan, "0.00000")])
    func fixedDecimals(_ value: Double, _ text: String) {
        #expect(MapScene.fixed(value, decimals: 5) == text)
    }
}
