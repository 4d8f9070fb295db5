import Testing
import WaymarkGeo
@testable import WaymarkMap

/// GSHHG national borders and rivers: drawn where the scale suits, left out where it does not.
@Suite(.enabled(if: Coastlines.standard.isAvailable))
struct ShorelineLinesTests {
    static let borderMarkup = "stroke-dasharray=\"4 2\""
    static let riverMarkup = "<path fill=\"none\" stroke=\"\(MapStyle.standard.sea)\" stroke-width=\"1\""

    static func landing(_ name: String, _ lat: Double, _ lon: Double, radius: Double) -> String {
        MapRenderer().landing(MapPlace(name: name, coordinate: Coordinate(latitude: lat, longitude: lon), radius: radius),
                              pins: [], options: MapOptions(id: "l", size: PixelSize(width: 640, height: 400), title: name))
    }

    /// Lyon sits where the Rhône meets the Saône: a 10 km map draws them; no border is near.
    @Test func riversOnAStreetScaleMap() {
        let svg = Self.landing("Lyon", 45.7597, 4.8320, radius: 10_000)
        #expect(svg.contains(Self.riverMarkup))
        #expect(!svg.contains(Self.borderMarkup))
    }

    /// Basel is on the French, German and Swiss borders.
    @Test func bordersNearBasel() {
        let svg = Self.landing("Basel", 47.5596, 7.5886, radius: 20_000)
        #expect(svg.contains(Self.borderMarkup))
    }

    /// A continent view (low resolution) draws borders but no rivers; a world view neither (Natural Earth).
    @Test func continentAndWorldViews() throws {
        let med = try #require(MapFixtures.cases.first { $0.name == "overview-mediterranean" }).scene()
        let text = med.svg()
        #expect(text.contains(Self.borderMarkup))
        #expect(!text.contains(Self.riverMarkup))
        let world = try #require(MapFixtures.cases.first { $0.name == "overview-poles" }).scene()
        #expect(!world.svg().contains(Self.borderMarkup))
        #expect(world.plannedCoast == .naturalEarth(.coarse))
    }
}
