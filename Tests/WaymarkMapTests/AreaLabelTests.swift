import Testing
import WaymarkGeo
@testable import WaymarkMap

/// A city a reader orients by keeps its name when its dot is covered: it is named as an area,
/// without a dot, on the nearest free spot; a smaller place in the same spot is left out.
struct AreaLabelTests {
    let area = PixelRect(minX: 2, minY: 2, maxX: 638, maxY: 398)
    /// A pin-sized obstacle right on the place, and a ring of them around it at 8 px.
    var crowd: [PixelRect] {
        [(0.0, 0.0), (8, 0), (-8, 0), (0, 8), (0, -8)].map { dx, dy in
            PixelRect(minX: 320 + dx - 6, minY: 200 + dy - 6, maxX: 320 + dx + 6, maxY: 200 + dy + 6)
        }
    }

    func place(_ population: Int) -> (placed: Bool, placer: LabelPlacer) {
        var placer = LabelPlacer(area: area, obstacles: crowd, takenNames: [])
        let city = MapPlaceLabel(id: "geonames:1", name: "Stockholm", coordinate: Coordinate(latitude: 59.3, longitude: 18.1),
                                 population: population)
        let placed = placer.place(city, at: PixelPoint(x: 320, y: 200))
        return (placed, placer)
    }

    @Test func aMajorCityUnderPinsIsNamedWithoutADotClearOfThem() throws {
        let (placed, placer) = place(1_515_017)
        #expect(placed)
        let label = try #require(placer.placed.first)
        #expect(!label.drawsDot)
        #expect(label.bold)
        #expect(!crowd.contains { $0.intersects(label.textBox) })
        #expect(area.contains(label.textBox))
        // Near the place: its centre within the last ring.
        let centre = PixelPoint(x: (label.textBox.minX + label.textBox.maxX) / 2, y: (label.textBox.minY + label.textBox.maxY) / 2)
        #expect(LabelPlacer.distance(centre, PixelPoint(x: 320, y: 200)) <= (LabelPlacer.areaRings.last ?? 0) + 2)
    }

    @Test func aSmallPlaceUnderPinsIsLeftOut() {
        let (placed, placer) = place(25_000)
        #expect(!placed)
        #expect(placer.placed.isEmpty)
    }

    @Test func theSameInputGivesTheSameSpot() {
        #expect(place(1_515_017).placer.placed == place(1_515_017).placer.placed)
    }
}
