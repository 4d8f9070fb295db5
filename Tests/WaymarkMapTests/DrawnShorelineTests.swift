import Testing
import WaymarkGeo
@testable import WaymarkMap

/// What is drawn from GSHHG, not just what is stored: after clipping, simplification and the
/// painting of levels in order, a grid of points over each map agrees with the assembled polygons.
@Suite(.enabled(if: Coastlines.standard.isAvailable))
struct DrawnShorelineTests {
    @Test(arguments: ["landing-sodermalm", "landing-taveuni-antimeridian", "thumbnail-taveuni-antimeridian",
                      "thumbnail-santorini", "overview-mediterranean", "overview-fiji-antimeridian"])
    func drawnLevelsAgreeWithTheAssembledPolygons(_ name: String) throws {
        let scene = try #require(MapFixtures.cases.first { $0.name == name }).scene()
        guard case .gshhg(let resolution) = scene.plannedCoast else {
            Issue.record("\(name) does not draw GSHHG")
            return
        }
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let group = try #require(root.all.first { $0.name == "g" && $0.attributes["stroke"] == "none" })
        let layers = group.children.filter { $0.name == "path" }.map {
            (land: $0.attributes["fill"] == scene.options.style.land, rings: PathReader.points($0.attributes["d"] ?? ""))
        }
        let metresPerPixel = scene.viewport.metresPerPixel(atLatitude: scene.viewport.center.latitude)
        var land = 0, checked = 0
        var disagreements: [String] = []
        let columns = 24, rows = 15
        for row in 0..<rows {
            for column in 0..<columns {
                let x = (Double(column) + 0.5) * scene.viewport.size.width / Double(columns)
                let y = (Double(row) + 0.5) * scene.viewport.size.height / Double(rows)
                var drawnLand = false
                for layer in layers where SVGFill.winding(layer.rings, x: x, y: y) != 0 { drawnLand = layer.land }
                let c = scene.viewport.coordinate(atX: x, y: y)
                let stored = try #require(scene.coastlines.classify(c, resolution: resolution))
                // Simplification moves an edge by at most half a pixel; allow one.
                guard stored.edgeMetres > metresPerPixel else { continue }
                checked += 1
                if stored.level % 2 == 1 { land += 1 }
                if (stored.level % 2 == 1) != drawnLand { disagreements.append("(\(x), \(y)) level \(stored.level) drawn land \(drawnLand)") }
            }
        }
        #expect(land > 0 && land < checked, "the view should show both land and water")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
