import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// The embedded Natural Earth data: it loads, it is where the world is, and it picks the right scale.
@Suite struct BasemapTests {
    @Test(arguments: BasemapResolution.allCases)
    func embeddedBasemapsLoad(_ resolution: BasemapResolution) {
        let basemap = Basemap.embedded(resolution)
        #expect(basemap.loadError == nil)
        #expect(basemap.countryCodes.count == (resolution == .coarse ? 177 : 241))
        #expect(basemap.pointCount == (resolution == .coarse ? 10_289 : 97_933))
    }

    @Test(arguments: [
        (36.42, 25.43, BasemapResolution.medium, "GRC" as String?), // Santorini
        (-29.5, 28.2, .medium, "LSO"), // Lesotho, a hole in South Africa
        (-29.0, 24.0, .medium, "ZAF"),
        (-17.8, 178.0, .medium, "FJI"), // Viti Levu
        (-16.8, -179.98, .medium, "FJI"), // Taveuni, east of the antimeridian
        (59.3128, 18.0649, .medium, "SWE"),
        (48.85, 2.35, .coarse, "FRA"),
        (36.0, 18.0, .medium, nil), // Ionian Sea
        (0, -140, .coarse, nil),
    ])
    func landIsWhereTheCountriesAre(_ lat: Double, _ lon: Double, _ resolution: BasemapResolution, _ code: String?) {
        #expect(Basemap.embedded(resolution).country(at: Coordinate(latitude: lat, longitude: lon)) == code)
    }

    @Test func santoriniIsNotInThe110mData() {
        // Why regional views use 1:50m: the world-scale data has no Santorini.
        #expect(Basemap.embedded(.coarse).country(at: Coordinate(latitude: 36.42, longitude: 25.43)) == nil)
    }

    @Test(arguments: [(400.0, BasemapResolution.coarse), (46, .coarse), (45, .medium), (3, .medium)])
    func resolutionFollowsTheVisibleSpan(_ span: Double, _ expected: BasemapResolution) {
        #expect(BasemapResolution.forView(longitudeSpan: span) == expected)
    }

    @Test func malformedDataIsAnErrorWithAnOffset() {
        #expect(throws: BasemapDecodingError(offset: 0, reason: "expected the magic bytes \"WMB1\"")) {
            try Basemap(resolution: .coarse, data: Array("nope".utf8))
        }
        #expect(throws: BasemapDecodingError(offset: 5, reason: "unexpected end of data")) {
            try Basemap(resolution: .coarse, data: Array("WMB1".utf8) + [1])
        }
    }

    @Test func aSmallMapCarriesOnlyWhatIsVisible() {
        let pins = MapFixtures.cases.first { $0.name == "thumbnail-santorini" }!.scene()
        let layer = BasemapLayer(Basemap.embedded(.medium), frame: MapFrame(pins.viewport), pad: 4, tolerance: 0.5)
        #expect(layer.stroked.subpaths + layer.fillOnly.subpaths <= 3)
        #expect(layer.stroked.bytes.count < 2_000)
    }

    @Test func fijiIsDrawnWithoutItsAntimeridianSeam() {
        let scene = MapFixtures.cases.first { $0.name == "overview-fiji-antimeridian" }!.scene()
        let frame = MapFrame(scene.viewport)
        let layer = BasemapLayer(Basemap.embedded(.medium), frame: frame, pad: 4, tolerance: 0.5)
        #expect(!layer.fillOnly.isEmpty)
        // The seam: x of the antimeridian in this view. No outline segment may run along it.
        let seam = frame.pixel(x: 1, y: 0).x
        #expect(seam > 0 && seam < frame.width)
        let seamTenths = (seam * 10).rounded() / 10
        let outline = PathReader.points(layer.outline.text)
        #expect(!outline.isEmpty)
        for run in outline {
            for (a, b) in zip(run, run.dropFirst()) {
                let alongSeam = abs(a.0 - seamTenths) < 0.06 && abs(b.0 - seamTenths) < 0.06 && a.1 != b.1
                #expect(!alongSeam, "outline runs along the antimeridian from \(a) to \(b)")
            }
        }
        // The fill does touch the seam (Taveuni and Vanua Levu are cut there), so the check above can fail.
        let filled = PathReader.points(layer.fillOnly.text).joined()
        #expect(filled.contains { abs($0.0 - seamTenths) < 0.06 })
    }
}

/// What is drawn, not just what is stored: after clipping and simplification the pin still sits on land.
@Suite struct DrawnLandTests {
    @Test(arguments: ["thumbnail-santorini", "overview-single-point", "thumbnail-taveuni-antimeridian"])
    func islandPinsSitOnTheDrawnLand(_ name: String) throws {
        let scene = MapFixtures.cases.first { $0.name == name }!.scene()
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let landPaths = root.all.filter { $0.name == "path" && $0.attributes["fill"] != "none" && $0.attributes["stroke-dasharray"] == nil }
        let rings = landPaths.flatMap { PathReader.points($0.attributes["d"] ?? "") }
        let pin = try #require(scene.pins.first)
        let p = scene.viewport.pixel(for: pin.coordinate)
        #expect(SVGFill.winding(rings, x: p.x, y: p.y) != 0, "\(pin.label) at \(p) is drawn at sea")
    }

    @Test(arguments: ["overview-mediterranean", "overview-fiji-antimeridian", "overview-single-point",
                      "landing-taveuni-antimeridian", "thumbnail-taveuni-antimeridian", "overview-airports-country"])
    func drawnLandAgreesWithTheStoredPolygons(_ name: String) throws {
        // Natural Earth as drawn when GSHHG is missing.
        var scene = MapFixtures.cases.first { $0.name == name }!.scene()
        scene.coastlines = Coastlines(directory: "/nonexistent/gshhg")
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let landPaths = root.all.filter { $0.name == "path" && $0.attributes["fill"] != "none" && $0.attributes["stroke-dasharray"] == nil }
        let rings = landPaths.flatMap { PathReader.points($0.attributes["d"] ?? "") }
        let basemap = Basemap.embedded(scene.basemapResolution)
        var land = 0
        var disagreements: [String] = []
        let columns = 20, rows = 12
        for row in 0..<rows {
            for column in 0..<columns {
                let x = (Double(column) + 0.5) * scene.viewport.size.width / Double(columns)
                let y = (Double(row) + 0.5) * scene.viewport.size.height / Double(rows)
                let stored = basemap.country(at: scene.viewport.coordinate(atX: x, y: y)) != nil
                let drawn = SVGFill.winding(rings, x: x, y: y) != 0
                if stored { land += 1 }
                if stored != drawn { disagreements.append("(\(x), \(y)) stored \(stored) drawn \(drawn)") }
            }
        }
        // Simplification moves coastlines by at most half a pixel, so only points hugging a coast may differ.
        #expect(land > 0 && land < columns * rows, "the view should show both land and sea")
        #expect(disagreements.count <= 2, "\(disagreements.prefix(5))")
    }
}
