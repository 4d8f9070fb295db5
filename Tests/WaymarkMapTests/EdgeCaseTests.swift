import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Hard inputs: invalid coordinates, degenerate sizes, latitudes past the Mercator limit, the antimeridian.
@Suite struct EdgeCaseTests {
    static let broken = Coordinate(latitude: .nan, longitude: 500)

    @Test func invalidCoordinatesAreLeftOutNotFatal() throws {
        let bad = MapPin(id: "bad", coordinate: Self.broken, label: "Bad", href: "../bad/", category: "lost")
        let options = MapFixtures.options("bad", title: "Bad")
        let svgs = [
            MapFixtures.renderer.overview([bad], options: options),
            MapFixtures.renderer.thumbnail(bad, options: options),
            MapFixtures.renderer.landing(MapPlace(name: "Nowhere", coordinate: Self.broken), pins: [bad], options: options),
            MapFixtures.renderer.route([MapWaypoint(code: "X", coordinate: Self.broken)], airports: [bad], options: options),
            MapFixtures.renderer.landing(MapFixtures.sodermalm, pins: [bad] + MapFixtures.pets, options: options),
        ]
        for svg in svgs {
            let root = try #require(SVGDocument.parse(svg).root)
            #expect(!root.all.contains { $0.attributes["href"] == "../bad/" })
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }

    @Test(arguments: [(0.0, 0.0), (1, 1), (10_000, 20)])
    func degenerateSizesStillGiveAWellFormedMap(_ width: Double, _ height: Double) throws {
        let svg = MapFixtures.renderer.overview(MapFixtures.mediterranean,
                                                options: MapFixtures.options("tiny", width, height, title: "Tiny"))
        #expect(SVGDocument.parse(svg).root != nil)
    }

    @Test func latitudesBeyondTheMercatorLimitAreClampedToTheEdgeOfTheWorld() {
        let scene = MapFixtures.cases.first { $0.name == "overview-poles" }!.scene()
        let north = scene.viewport.pixel(for: MapFixtures.c(89.9, 10))
        let limit = scene.viewport.pixel(for: MapFixtures.c(WebMercator.maxLatitude, 10))
        let south = scene.viewport.pixel(for: MapFixtures.c(-89.9, -60))
        let southLimit = scene.viewport.pixel(for: MapFixtures.c(-WebMercator.maxLatitude, -60))
        #expect(north.y == limit.y)
        #expect(south.y == southLimit.y)
        #expect(north.y >= 0 && south.y <= scene.viewport.size.height)
    }

    @Test func radiusCircleAcrossTheAntimeridianIsOneUnbrokenRing() throws {
        let place = MapPlace(name: "Taveuni", coordinate: MapFixtures.c(-16.85, 179.98), radius: 25_000)
        let scene = MapFixtures.renderer.landingScene(place, pins: [], options: MapFixtures.options("tav", title: "Taveuni"))
        let frame = MapFrame(scene.viewport)
        let ring = frame.pixels(unrolled: try #require(scene.areas.first))
        for (a, b) in zip(ring, ring.dropFirst()) {
            #expect(abs(a.x - b.x) < 20, "circle jumps from \(a.x) to \(b.x)")
        }
        for p in ring {
            #expect(frame.contains(p))
        }
    }

    @Test func aWorldWideViewDrawsEveryCopyOfTheWorldItShows() {
        // 1,600 px at zoom 0 shows the 256-px world several times over: land must appear in every copy.
        let viewport = MapViewport(center: MapFixtures.c(0, 0), zoom: 0, size: PixelSize(width: 1_600, height: 256))
        let layer = BasemapLayer(Basemap.embedded(.coarse), frame: MapFrame(viewport), pad: 4, tolerance: 0.5)
        let xs = PathReader.points(layer.stroked.text).joined().map(\.0)
        #expect((xs.min() ?? 800) < 200 && (xs.max() ?? 800) > 1_400)
    }
}

/// Routes with too few waypoints to draw a line still describe what they show.
@Suite struct ShortRouteTests {
    @Test func aSingleWaypointMapsItsAirports() {
        let scene = MapFixtures.renderer.routeScene([MapFixtures.egtf], airports: Array(MapFixtures.europeAirports.prefix(2)),
                                                    options: MapFixtures.options("r", title: "R", subject: .airports,
                                                                                 legend: .procedurePrecision))
        #expect(scene.lines.isEmpty)
        #expect(scene.description == "Map of 2 airports (Non-precision approach: 1, No instrument approach: 1).")
    }

    @Test func nothingAtAllIsTheEmptyState() {
        let scene = MapFixtures.renderer.routeScene([], airports: [], options: MapFixtures.options("r", title: "R", empty: "Add a route."))
        #expect(scene.description == "Add a route.")
        #expect(scene.emptyMessage == "Add a route.")
    }
}

/// The basemap's fast affine step agrees with WaymarkGeo's viewport projection.
@Suite struct MapFrameTests {
    @Test(arguments: MapFixtures.cases)
    func frameAgreesWithTheViewport(_ fixture: MapFixtures.Case) {
        let viewport = fixture.scene().viewport
        let frame = MapFrame(viewport)
        for (fx, fy) in [(0.1, 0.2), (0.5, 0.5), (0.9, 0.7), (0.3, 0.95)] {
            let c = viewport.coordinate(atX: viewport.size.width * fx, y: viewport.size.height * fy)
            let expected = viewport.pixel(for: c)
            let got = frame.pixels(unrolled: [c])[0]
            #expect(abs(got.x - expected.x) < 1e-6 && abs(got.y - expected.y) < 1e-6, "\(fixture.name) at \(c)")
        }
    }
}
