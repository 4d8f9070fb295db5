import Foundation
import WaymarkGeo
@testable import WaymarkMap

/// Canonical map inputs shared by the golden, structure and determinism tests.
enum MapFixtures {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    static let santorini = MapPin(id: "charter-santorini", coordinate: c(36.42, 25.43), label: "Santorini sunset sail",
                                  href: "../charters/santorini/", category: "charter")

    /// Charters around the Mediterranean.
    static let mediterranean: [MapPin] = [
        ("c-01", 36.42, 25.43, "Santorini sunset sail"), ("c-02", 43.70, 7.27, "Riviera week"),
        ("c-03", 39.57, 2.65, "Mallorca coves"), ("c-04", 42.65, 18.09, "Dubrovnik islands"),
        ("c-05", 37.94, 23.64, "Saronic Gulf"), ("c-06", 35.90, 14.51, "Malta & Gozo"),
        ("c-07", 41.21, 9.41, "Bonifacio strait"), ("c-08", 36.72, 27.69, "Knidos & Datça"),
        ("c-09", 40.63, 14.37, "Amalfi coast"), ("c-10", 38.91, 1.43, "Ibiza crossing"),
        ("c-11", 43.51, 16.44, "Split to Hvar"), ("c-12", 36.44, 28.22, "Rhodes"),
    ].map { MapPin(id: $0.0, coordinate: c($0.1, $0.2), label: $0.3, href: "../charters/\($0.0)/", category: "charter") }

    /// Fiji charters either side of the antimeridian.
    static let fiji: [MapPin] = [
        ("f-1", -17.77, 177.95, "Nadi lagoon"), ("f-2", -16.58, 179.41, "Savusavu"),
        ("f-3", -18.05, 178.45, "Suva harbour"), ("f-4", -16.80, -179.98, "Taveuni east"),
        ("f-5", -19.06, -178.75, "Lau group"),
    ].map { MapPin(id: $0.0, coordinate: c($0.1, $0.2), label: $0.3, href: "../charters/\($0.0)/", category: "charter") }

    /// Pins near both poles (beyond the ±85.05° Mercator limit) and one at the equator.
    static let poles: [MapPin] = [
        MapPin(id: "p-n", coordinate: c(89.9, 10), label: "North Pole expedition", href: "../charters/p-n/", category: "charter"),
        MapPin(id: "p-s", coordinate: c(-89.9, -60), label: "South Pole station", href: "../charters/p-s/", category: "charter"),
        MapPin(id: "p-e", coordinate: c(0, 0), label: "Null Island", href: "../charters/p-e/", category: "charter"),
    ]

    static let sodermalm = MapPlace(name: "Södermalm", coordinate: c(59.3128, 18.0649), radius: 10_000)

    /// Lost and found pets around Södermalm.
    static let pets: [MapPin] = [
        ("a-101", 59.3150, 18.0710, "Bella, grey tabby", "lost"), ("a-102", 59.3350, 18.0600, "Max, beagle", "found"),
        ("a-103", 59.2950, 18.1000, "Luna, black cat", "lost"), ("a-104", 59.3400, 18.0000, "Rex, shepherd", "lost"),
        ("a-105", 59.2800, 18.0300, "Kiki, budgie", "found"), ("a-106", 59.3160, 18.0720, "Milo, ginger cat", "found"),
        ("a-107", 59.3600, 18.1200, "Nala, rabbit", "lost"), ("a-108", 59.2700, 18.1300, "Oscar, terrier", "lost"),
        ("a-109", 59.3140, 18.0700, "Sixten, cat", "lost"), ("a-110", 59.3300, 17.9800, "Ville, lab", "found"),
        ("a-111", 59.2900, 17.9600, "Zorro, ferret", "lost"), ("a-112", 59.3500, 18.1500, "Tussan, cat", "found"),
    ].map { MapPin(id: $0.0, coordinate: c($0.1, $0.2), label: $0.3, href: "../pets/\($0.0)/", category: $0.4) }

    /// 1,000 pins spread deterministically (a fixed linear congruential sequence) inside 10 km of Södermalm.
    static let thousandPets: [MapPin] = {
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<1_000).map { index in
            let angle = next() * 2 * Double.pi
            let distance = (next()).squareRoot() * 0.085
            let lat = 59.3128 + distance * cos(angle)
            let lon = 18.0649 + distance * sin(angle) / 0.51
            let id = "pet-\(String(1_000 + index).dropFirst())"
            return MapPin(id: id, coordinate: c(lat, lon), label: "Pet \(index)", href: "../pets/\(id)/",
                          category: index % 3 == 0 ? "found" : "lost")
        }
    }()

    static let auckland = MapWaypoint(code: "NZAA", coordinate: c(-36.85, 174.76))
    static let papeete = MapWaypoint(code: "NTAA", coordinate: c(-17.53, -149.57))

    /// Airports along the Auckland–Papeete route.
    static let pacificAirports: [MapPin] = [
        ("NZAA", -37.008, 174.792, "Auckland", "large_airport"), ("NTAA", -17.557, -149.611, "Faa'a", "large_airport"),
        ("NCRG", -21.202, -159.806, "Rarotonga", "medium_airport"), ("NIUE", -19.080, -169.926, "Niue", "medium_airport"),
        ("NFTF", -21.241, -175.150, "Fua'amotu", "medium_airport"), ("NCAI", -18.831, -159.764, "Aitutaki", "small_airport"),
    ].map { MapPin(id: $0.0, coordinate: c($0.1, $0.2), label: "\($0.0) \($0.3)", href: "../airports/\($0.0)/", category: $0.4) }

    static let egtf = MapWaypoint(code: "EGTF", coordinate: c(51.3481, -0.5589))
    static let lfmd = MapWaypoint(code: "LFMD", coordinate: c(43.5420, 6.9535))

    /// Airports near the EGTF → LFMD route, coloured by procedure precision.
    static let europeAirports: [MapPin] = [
        ("EGTF", 51.348, -0.559, "Fairoaks", "none"), ("LFMD", 43.542, 6.954, "Cannes Mandelieu", "non-precision"),
        ("LFPG", 49.010, 2.548, "Paris Charles de Gaulle", "precision"), ("LFPO", 48.723, 2.379, "Paris Orly", "precision"),
        ("LFLL", 45.726, 5.091, "Lyon Saint-Exupéry", "precision"), ("LFLY", 45.727, 4.944, "Lyon Bron", "non-precision"),
        ("LFMN", 43.658, 7.216, "Nice Côte d'Azur", "precision"), ("LFAT", 50.515, 1.627, "Le Touquet", "precision"),
        ("LFGJ", 47.039, 5.427, "Dole Jura", "precision"), ("LFLS", 45.363, 5.329, "Grenoble Isère", "precision"),
        ("EGKB", 51.331, 0.032, "Biggin Hill", "precision"), ("LFQQ", 50.562, 3.086, "Lille", "precision"),
        ("LFSD", 47.269, 5.090, "Dijon", "non-precision"), ("LFMV", 43.907, 4.902, "Avignon", "precision"),
    ].map { MapPin(id: $0.0, coordinate: c($0.1, $0.2), label: "\($0.0) \($0.3)", href: "../airports/\($0.0)/", category: $0.4) }

    /// Western European airports: ICAO, lat, lon, name, ISO country, longest runway (ft).
    static let westernAirports: [(String, Double, Double, String, String, Int?)] = [
        ("EGLL", 51.471, -0.462, "London Heathrow", "GB", 12_799), ("EGTF", 51.348, -0.559, "Fairoaks", "GB", 2_651),
        ("EGKB", 51.331, 0.032, "Biggin Hill", "GB", 5_912), ("LFPG", 49.010, 2.548, "Paris Charles de Gaulle", "FR", 13_829),
        ("LFMD", 43.542, 6.954, "Cannes Mandelieu", "FR", 5_299), ("LFLL", 45.726, 5.091, "Lyon Saint-Exupéry", "FR", 13_123),
        ("LFBO", 43.629, 1.364, "Toulouse Blagnac", "FR", 11_483), ("EDDF", 50.033, 8.570, "Frankfurt", "DE", 13_123),
        ("EDDS", 48.690, 9.222, "Stuttgart", "DE", 10_974), ("EHAM", 52.309, 4.764, "Amsterdam Schiphol", "NL", 12_467),
        ("EBBR", 50.901, 4.484, "Brussels", "BE", 11_936), ("LSZH", 47.465, 8.549, "Zürich", "CH", 12_139),
        ("LSGG", 46.238, 6.109, "Genève", "CH", 12_795), ("LIMC", 45.630, 8.723, "Milano Malpensa", "IT", 12_861),
        ("LEBL", 41.297, 2.078, "Barcelona El Prat", "ES", 11_654), ("LEGE", 41.901, 2.760, "Girona", "ES", 7_874),
        ("ELLX", 49.623, 6.204, "Luxembourg", "LU", 13_123), ("LFAT", 50.515, 1.627, "Le Touquet", "FR", 6_070),
        ("EGHI", 50.950, -1.357, "Southampton", "GB", 5_653), ("LFRN", 48.070, -1.733, "Rennes", "FR", 6_890),
        ("EDFE", 49.961, 8.644, "Egelsbach", "DE", 4_603), ("LFPN", 48.752, 2.106, "Toussus-le-Noble", "FR", 3_609),
    ]

    static func westernPins(_ category: (String, Int?) -> String) -> [MapPin] {
        westernAirports.map {
            MapPin(id: $0.0, coordinate: c($0.1, $0.2), label: "\($0.0) \($0.3)", href: "../airports/\($0.0)/",
                   category: category($0.4, $0.5))
        }
    }

    static func options(_ id: String, _ width: Double = 640, _ height: Double = 400, title: String,
                        subject: MapSubject = .pins, legend: MapLegendMode = .category, unit: MapDistanceUnit = .kilometres,
                        credits: MapCredits = [], listHref: String? = nil, empty: String? = nil,
                        places: [MapPlaceLabel]? = nil) -> MapOptions {
        MapOptions(id: id, size: PixelSize(width: width, height: height), title: title, subject: subject, legend: legend, unit: unit,
                   credits: credits, listHref: listHref, emptyMessage: empty, places: places.map(MapPlaceList.init))
    }

    /// One named golden case: how to render it and the pins it should show.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var scene: @Sendable () -> MapScene
        var description: String { name }
    }

    static let renderer = MapRenderer()

    static let cases: [Case] = [
        Case(name: "overview-mediterranean") {
            renderer.overviewScene(mediterranean, options: options("med", title: "Charters in the Mediterranean", subject: .charters))
        },
        Case(name: "overview-fiji-antimeridian") {
            renderer.overviewScene(fiji, options: options("fiji", title: "Charters in Fiji"))
        },
        Case(name: "overview-poles") {
            renderer.overviewScene(poles, options: options("poles", title: "Polar charters"))
        },
        Case(name: "overview-single-point") {
            renderer.overviewScene([santorini], options: options("single", title: "One charter"))
        },
        Case(name: "overview-empty") {
            renderer.overviewScene([], options: options("empty", title: "Charter destinations",
                                                        empty: MapOptions.destinationsEmptyMessage))
        },
        Case(name: "thumbnail-santorini") {
            renderer.thumbnailScene(santorini, span: 40_000, options: options("thumb", 240, 160, title: "Santorini"))
        },
        Case(name: "thumbnail-taveuni-antimeridian") {
            renderer.thumbnailScene(fiji[3], span: 60_000, options: options("thumb-tav", 240, 160, title: "Taveuni"))
        },
        Case(name: "landing-taveuni-antimeridian") {
            renderer.landingScene(MapPlace(name: "Taveuni", coordinate: c(-16.85, 179.98), radius: 30_000),
                                  pins: fiji, options: options("landing-tav", title: "Charters near Taveuni",
                                                               subject: .charters, places: PlaceLabelFixtures.fiji))
        },
        Case(name: "landing-sodermalm") {
            renderer.landingScene(sodermalm, pins: pets, options: options(
                "landing", title: "Lost and found pets near Södermalm", subject: .pets, credits: [.geoNames], listHref: "../pets/",
                places: PlaceLabelFixtures.stockholm))
        },
        Case(name: "landing-split-harbour") {
            renderer.landingScene(MapPlace(name: "Split harbour", coordinate: c(43.5069, 16.4392), radius: 25_000),
                                  pins: [MapPin(id: "split-1", coordinate: c(43.5040, 16.4300), label: "Riva", category: "lost")],
                                  options: options("landing-split", title: "Lost and found pets near Split harbour", subject: .pets))
        },
        Case(name: "landing-stockholm-archipelago") {
            renderer.landingScene(MapPlace(name: "Stockholm archipelago", coordinate: c(59.35, 18.6), radius: 60_000),
                                  pins: [MapPin(id: "sa-1", coordinate: c(59.40, 18.90), label: "Grinda", category: "found")],
                                  options: options("landing-archipelago", title: "Lost and found pets in the Stockholm archipelago",
                                                   subject: .pets))
        },
        Case(name: "landing-1000-pins") {
            renderer.landingScene(sodermalm, pins: thousandPets, options: options(
                "landing-1000", title: "Lost and found pets near Södermalm", credits: [.geoNames], listHref: "../pets/"))
        },
        Case(name: "landing-empty") {
            renderer.landingScene(sodermalm, pins: [], options: options(
                "landing-empty", title: "Lost and found pets near Södermalm",
                empty: "No lost or found pets within 10 km yet."))
        },
        Case(name: "route-auckland-papeete") {
            renderer.routeScene([auckland, papeete], airports: pacificAirports, options: options(
                "route-pacific", title: "Auckland to Papeete", subject: .airports, legend: .airportType, unit: .nauticalMiles,
                credits: [.ourAirports]))
        },
        Case(name: "overview-airports-country") {
            renderer.overviewScene(westernPins { country, _ in country }, options: options(
                "airports-country", title: "Airports by country", legend: .country, unit: .nauticalMiles,
                credits: [.ourAirports]))
        },
        Case(name: "overview-airports-runway") {
            renderer.overviewScene(westernPins { _, feet in MapLegendMode.runwayLengthCategory(feet: feet) }, options: options(
                "airports-runway", title: "Airports by longest runway", legend: .runwayLength, unit: .nauticalMiles,
                credits: [.ourAirports]))
        },
        Case(name: "route-egtf-lfmd-precision") {
            renderer.routeScene([egtf, lfmd], airports: europeAirports, options: options(
                "route-europe", title: "Airports near EGTF to LFMD", legend: .procedurePrecision, unit: .nauticalMiles,
                credits: [.ourAirports]))
        },
    ]
}
