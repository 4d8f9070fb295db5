import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Every harbour and island place of the example site (Content/data/places.yml) with its own
/// coordinates sits on drawn land, or within 1 px of it, on its landing map.
@Suite(.enabled(if: Coastlines.standard.isAvailable))
struct ExamplePlacesOnLandTests {
    struct Place: Sendable, CustomStringConvertible {
        var name: String
        var kind: String
        var coordinate: Coordinate
        var radiusKm: Double
        var description: String { name }
    }

    /// The places of kind harbour or island with latitude and longitude, read line by line (the
    /// file is a plain YAML list of flat records).
    static let places: [Place] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Content/data/places.yml")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var records: [[String: String]] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- ") { records.append([:]) }
            let field = trimmed.hasPrefix("- ") ? String(trimmed.dropFirst(2)) : trimmed
            guard let colon = field.firstIndex(of: ":"), !records.isEmpty else { continue }
            records[records.count - 1][String(field[..<colon])] = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return records.compactMap { r in
            guard let kind = r["kind"], kind == "harbour" || kind == "island",
                  let lat = r["latitude"].flatMap(Double.init), let lon = r["longitude"].flatMap(Double.init) else { return nil }
            return Place(name: r["name"] ?? "?", kind: kind, coordinate: Coordinate(latitude: lat, longitude: lon),
                         radiusKm: r["radiusKm"].flatMap(Double.init) ?? 10)
        }
    }()

    @Test func theExampleSiteHasHarboursAndIslands() {
        #expect(ExamplePlacesOnLandTests.places.count >= 4)
    }

    @Test(arguments: ExamplePlacesOnLandTests.places)
    func placeSitsOnDrawnLand(_ place: Place) throws {
        let options = MapOptions(id: "p", size: PixelSize(width: 640, height: 400), title: place.name)
        let scene = MapRenderer().landingScene(MapPlace(name: place.name, coordinate: place.coordinate, radius: place.radiusKm * 1_000),
                                               pins: [], options: options)
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let group = try #require(root.all.first { $0.name == "g" && $0.attributes["stroke"] == "none" })
        let layers = group.children.filter { $0.name == "path" }.map {
            (land: $0.attributes["fill"] == scene.options.style.land, rings: PathReader.points($0.attributes["d"] ?? ""))
        }
        let p = scene.viewport.pixel(for: place.coordinate)
        let nearby = [(0.0, 0.0), (1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)]
        let onLand = nearby.contains { dx, dy in
            var land = false
            for layer in layers where SVGFill.winding(layer.rings, x: p.x + dx, y: p.y + dy) != 0 { land = layer.land }
            return land
        }
        #expect(onLand, "\(place.name) at \(p) is drawn in the water")
    }
}
