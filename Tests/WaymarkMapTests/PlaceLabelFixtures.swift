import Foundation
import WaymarkGeo
@testable import WaymarkMap

/// Candidate places for the label tests: the GeoNames places (population ≥ 1000) within about
/// 15 km of Södermalm, as the embedded gazetteer gives them, and small hand-made sets across 180°
/// and near the North Pole.
enum PlaceLabelFixtures {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    static let stockholm: [MapPlaceLabel] = [
        (2673730, 59.32938, 18.06871, 1_515_017, "Stockholm"), (2675408, 59.42804, 17.95093, 139_606, "Sollentuna"),
        (2676209, 59.31278, 18.07577, 127_323, "Södermalm"), (2704620, 59.23705, 17.98192, 90_182, "Huddinge"),
        (2719111, 59.34, 17.94, 72_000, "Bromma"), (2698691, 59.33183, 18.04118, 69_363, "Kungsholmen"),
        (2675397, 59.36004, 18.00086, 66_909, "Solna"), (2664740, 59.35, 18.03333, 58_458, "Vasastaden"),
        (2696334, 59.36667, 18.13333, 42_466, "Lidingö"), (2685828, 59.33879, 18.08487, 36_418, "Östermalm"),
        (2670879, 59.36128, 17.97114, 34_529, "Sundbyberg"), (2718000, 59.40398, 18.02376, 32_425, "Danderyd"),
        (2690580, 59.31053, 18.16372, 25_170, "Nacka"), (2721259, 59.33333, 18.28333, 24_052, "Boo"),
        (2682484, 59.38708, 17.92754, 19_349, "Rinkeby"), (2683034, 59.36588, 17.99569, 16_877, "Råsunda"),
        (2725201, 59.2978, 18.0514, 16_807, "Årsta"), (2679567, 59.27597, 17.93072, 10_536, "Segeltorp"),
        (2700791, 59.40316, 17.94479, 10_254, "Kista"), (2680460, 59.28333, 18.3, 9_477, "Saltsjöbaden"),
        (2726394, 59.26667, 18.18333, 9_274, "Älta"), (2717517, 59.39926, 18.05619, 8_856, "Djursholm"),
        (3336566, 59.29153, 18.2549, 8_117, "Fisksätra"), (2719312, 59.35, 18.2, 8_024, "Brevik"),
        (2722742, 59.38083, 18.03427, 7_300, "Bergshamra"), (2674672, 59.32627, 18.07251, 3_000, "Gamla Stan"),
        (2720681, 59.24196, 18.22762, 0, "Bollmora"),
    ].map { MapPlaceLabel(id: "geonames:\($0.0)", name: $0.4, coordinate: c($0.1, $0.2), population: $0.3) }

    /// Places on Vanua Levu and Taveuni, on both sides of 180°.
    static let fiji: [MapPlaceLabel] = [
        ("labasa", -16.4332, 179.36451, 27_949, "Labasa"), ("savusavu", -16.77942, 179.33564, 6_833, "Savusavu"),
        ("waiyevo", -16.7910, 179.9880, 1_500, "Waiyevo"), ("somosomo", -16.7720, 179.9710, 1_200, "Somosomo"),
        ("matei", -16.6860, -179.8830, 1_100, "Matei"), ("vuna", -16.9400, -179.8700, 1_050, "Vuna"),
    ].map { MapPlaceLabel(id: $0.0, name: $0.4, coordinate: c($0.1, $0.2), population: $0.3) }

    /// Svalbard places, and one beyond the Mercator limit that must never be drawn.
    static let arctic: [MapPlaceLabel] = [
        ("longyearbyen", 78.22334, 15.64689, 2_368, "Longyearbyen"), ("barentsburg", 78.0648, 14.2335, 455, "Barentsburg"),
        ("ny-alesund", 78.9250, 11.9220, 35, "Ny-Ålesund"), ("pole-camp", 86.5, 20.0, 50_000, "Pole camp"),
    ].map { MapPlaceLabel(id: $0.0, name: $0.4, coordinate: c($0.1, $0.2), population: $0.3) }

    /// Pins spread deterministically within about 9 km of Södermalm.
    static func densePets(_ count: Int, seed: UInt64 = 0xD15E) -> [MapPin] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { index in
            let angle = next() * 2 * Double.pi
            let distance = next().squareRoot() * 0.08
            let coordinate = c(59.3128 + distance * cos(angle), 18.0649 + distance * sin(angle) / 0.51)
            return MapPin(id: "pet-\(index)", coordinate: coordinate, label: "Pet \(index)", href: "../pets/pet-\(index)/",
                          category: index % 3 == 0 ? "found" : "lost")
        }
    }

    static func options(_ id: String, _ width: Double = 640, _ height: Double = 400, places: [MapPlaceLabel],
                        showsLegend: Bool = true) -> MapOptions {
        MapOptions(id: id, size: PixelSize(width: width, height: height), title: "Map \(id)", subject: .pets,
                   showsLegend: showsLegend, listHref: "#list", places: MapPlaceList(places))
    }
}
