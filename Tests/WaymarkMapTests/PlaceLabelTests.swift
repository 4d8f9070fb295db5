import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Place labels (docs/geo.md, "Place labels"): chosen by population and room, never over each
/// other, pins, badges, markers or furniture; the same every time; across 180° and near a pole.
@Suite struct PlaceLabelTests {
    let renderer = MapRenderer()
    typealias F = PlaceLabelFixtures

    func landing(pins: [MapPin], places: [MapPlaceLabel] = F.stockholm, subject: MapPlace = MapFixtures.sodermalm) -> String {
        renderer.landing(subject, pins: pins, options: F.options("landing", places: places))
    }

    @Test func sodermalmLandingNamesTheTownsAroundIt() throws {
        let boxes = try LabelBoxes(svg: landing(pins: MapFixtures.pets))
        #expect(boxes.problems == [])
        for name in ["Stockholm", "Solna", "Nacka", "Lidingö"] {
            #expect(boxes.names.contains(name), "\(boxes.names)")
        }
        // The subject's own label stands once, as the landing place's label, not as a place label.
        #expect(!boxes.names.contains("Södermalm"))
        #expect(boxes.obstacles.filter { $0.what == "text Södermalm" }.count == 1)
        #expect(boxes.labels.count <= 12)
    }

    @Test(arguments: [0, 12, 300, 1_000])
    func denseLandingMapsKeepEveryLabelClear(_ count: Int) throws {
        let pins = count == 12 ? MapFixtures.pets : F.densePets(count)
        let svg = landing(pins: pins)
        let boxes = try LabelBoxes(svg: svg)
        #expect(boxes.problems == [], "\(count) pins")
        #expect(!boxes.labels.isEmpty, "\(count) pins: some place fits")
        #expect(boxes.obstacles.contains { $0.what == "text Södermalm" }, "the subject keeps its label")
        #expect(svg.contains("Places: GeoNames (CC BY 4.0)"))
    }

    @Test func theSubjectKeepsItsLabelWhenAPlaceSharesItsName() throws {
        let stockholm = MapPlace(name: "Stockholm", coordinate: F.c(59.32938, 18.06871), radius: 10_000)
        let boxes = try LabelBoxes(svg: landing(pins: F.densePets(300), subject: stockholm))
        #expect(boxes.problems == [])
        #expect(!boxes.names.contains("Stockholm"))
        #expect(boxes.obstacles.filter { $0.what == "text Stockholm" }.count == 1)
    }

    @Test func sameInputSameLabelsWhateverTheCandidateOrder() {
        let pins = F.densePets(300)
        let first = landing(pins: pins)
        #expect(first == landing(pins: pins))
        #expect(first == landing(pins: pins.reversed(), places: F.stockholm.reversed()))
        var state: UInt64 = 7
        let shuffled = F.stockholm.shuffled(using: &state)
        #expect(first == landing(pins: pins, places: shuffled))
    }

    @Test func placementPrefersPopulousPlacesAndStopsAtTheLimit() {
        let scene = renderer.landingScene(MapFixtures.sodermalm, pins: [], options: {
            var options = F.options("limit", places: F.stockholm)
            options.placeLabelLimit = 3
            return options
        }())
        let frame = MapFrame(scene.viewport)
        let labels = scene.placeLabels(frame: frame, layout: scene.pinLayout(frame: frame))
        #expect(labels.count == 3)
        #expect(labels.first?.place.name == "Stockholm")
        #expect(labels.first?.bold == true)
        let populations = labels.map(\.place.population)
        #expect(populations == populations.sorted(by: >))
    }

    @Test func acrossTheAntimeridianBothSidesAreLabelled() throws {
        let taveuni = MapPlace(name: "Taveuni", coordinate: F.c(-16.85, 179.98), radius: 40_000)
        let pins = [MapPin(id: "east", coordinate: F.c(-16.80, -179.95), label: "East coast", category: "lost"),
                    MapPin(id: "west", coordinate: F.c(-16.75, 179.90), label: "West coast", category: "found")]
        let svg = renderer.landing(taveuni, pins: pins, options: F.options("fiji", places: F.fiji))
        let boxes = try LabelBoxes(svg: svg)
        #expect(boxes.problems == [])
        let drawn = Set(boxes.names)
        #expect(drawn.contains("Matei") || drawn.contains("Vuna"), "\(drawn)")
        #expect(drawn.contains("Waiyevo") || drawn.contains("Somosomo") || drawn.contains("Savusavu"), "\(drawn)")
        let edges = try #require(boxes.bounds).split(separator: " ").compactMap { Double($0) }
        #expect(edges.count == 4 && edges[0] > edges[2], "W > E across 180°: \(boxes.bounds ?? "")")
        #expect(svg == renderer.landing(taveuni, pins: pins, options: F.options("fiji", places: F.fiji.reversed())))
    }

    /// A source that ignores the view, as a careless caller might.
    struct Everything: MapPlaceSource {
        var places: [MapPlaceLabel]
        func mapPlaces(in bounds: GeoBounds, limit: Int) -> [MapPlaceLabel] { places }
    }

    @Test func nearThePoleOnlyPlacesInsideTheMercatorWorldAreDrawn() throws {
        // A view whose top lies beyond the Mercator limit (85.05°) and whose bottom shows Svalbard.
        let viewport = MapViewport(center: F.c(83.2, 15), zoom: 3.5, size: PixelSize(width: 640, height: 600))
        var options = F.options("arctic", 640, 600, places: [])
        options.places = Everything(places: F.arctic)
        var scene = MapScene(options: options, viewport: viewport, margins: .zero, description: "Arctic")
        scene.pins = [MapPin(id: "north", coordinate: F.c(84.9, 20.0), label: "Far north", category: "charter")]
        #expect(scene.viewport.visibleBounds.north >= WebMercator.maxLatitude - 1e-9)
        let boxes = try LabelBoxes(svg: scene.svg())
        #expect(boxes.problems == [])
        #expect(boxes.names.contains("Longyearbyen"), "\(boxes.names)")
        #expect(!boxes.names.contains("Pole camp"))
    }

    @Test func worldViewsGetNoLabelsWideViewsNoBold() throws {
        let cities = [("tokyo", 35.69, 139.69, 8_336_599, "Tokyo"), ("lima", -12.04, -77.03, 7_737_002, "Lima"),
                      ("rome", 41.89, 12.51, 2_318_895, "Rome"), ("tunis", 36.82, 10.17, 693_210, "Tunis")]
            .map { MapPlaceLabel(id: $0.0, name: $0.4, coordinate: F.c($0.1, $0.2), population: $0.3) }
        let world = renderer.overview(MapFixtures.pacificAirports + MapFixtures.mediterranean, options: F.options("world", places: cities))
        #expect(try LabelBoxes(svg: world).labels.isEmpty)
        let med = renderer.overview(MapFixtures.mediterranean, options: F.options("med", places: cities))
        let boxes = try LabelBoxes(svg: med)
        #expect(boxes.problems == [])
        #expect(Set(boxes.names) == ["Rome", "Tunis"], "\(boxes.names)")
        #expect(!med.contains("font-weight=\"700\">Rome"), "a 30° view sets every place in regular type")
    }

    @Test func namesFromDataAreEscaped() throws {
        let odd = MapPlaceLabel(id: "x", name: "<b>A&B \"C\"</b>", coordinate: F.c(59.30, 18.12), population: 9_000_000)
        let svg = landing(pins: [], places: [odd])
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;b&gt;A&amp;B &quot;C&quot;&lt;/b&gt;"))
        let boxes = try LabelBoxes(svg: svg)
        #expect(boxes.names == ["<b>A&B \"C\"</b>"])
    }

    @Test func thumbnailsGetAFewLabelsOrNone() throws {
        let pin = MapPin(id: "pin", coordinate: F.c(59.3128, 18.0649), label: "Pet", category: "lost")
        let wide = try LabelBoxes(svg: renderer.thumbnail(pin, span: 20_000, options: F.options("thumb", 480, 300, places: F.stockholm)))
        #expect(wide.problems == [])
        #expect((1...MapScene.thumbnailLabels).contains(wide.labels.count), "\(wide.names)")
        // A town under the pin is named beside the pin, without a dot of its own.
        let split = MapPlaceLabel(id: "split", name: "Split", coordinate: F.c(43.5081, 16.4402), population: 160_577)
        let mostar = MapPlaceLabel(id: "mostar", name: "Mostar", coordinate: F.c(43.3433, 17.8081), population: 104_518)
        let charter = MapPin(id: "c", coordinate: F.c(43.5085, 16.4410), label: "Split to Hvar", category: "charter")
        let svg = renderer.thumbnail(charter, span: 40_000, options: F.options("split", 640, 360, places: [mostar, split]))
        let named = try LabelBoxes(svg: svg)
        #expect(named.problems == [])
        #expect(named.names.first == "Split", "\(named.names)")
        #expect(named.labels.first?.dot == nil)
        let small = renderer.thumbnail(pin, span: 20_000, options: F.options("small", 240, 160, places: F.stockholm))
        #expect(try LabelBoxes(svg: small).labels.isEmpty)
        #expect(!small.contains("Places: GeoNames"))
    }

    @Test func withoutASourceNoLabelsAndNoCredit() {
        let svg = renderer.landing(MapFixtures.sodermalm, pins: MapFixtures.pets,
                                   options: MapFixtures.options("plain", title: "Plain"))
        #expect(!svg.contains("data-layer=\"places\""))
        #expect(!svg.contains("GeoNames"))
    }

    @Test func textWidthsComeFromTheTable() {
        #expect(LabelTextWidth.width("mmm", fontSize: 10) > LabelTextWidth.width("iii", fontSize: 10))
        #expect(abs(LabelTextWidth.width("Solna", fontSize: 10) - (635 + 612 + 278 + 634 + 613) / 100.0) < 1e-9)
        // A combining accent adds nothing; a precomposed one counts as a letter.
        #expect(LabelTextWidth.width("e\u{301}", fontSize: 10) == LabelTextWidth.width("e", fontSize: 10))
        #expect(LabelTextWidth.width("Lidingö", fontSize: 11, bold: true) > LabelTextWidth.width("Lidingö", fontSize: 11))
        #expect(LabelTextWidth.width("東京", fontSize: 10) == 20)
    }
}

/// A small seeded generator for shuffles in tests.
extension UInt64: @retroactive RandomNumberGenerator {
    public mutating func next() -> UInt64 {
        self = self &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return self
    }
}
