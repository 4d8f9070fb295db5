import Testing

/// What a forward lookup of a place text should give.
enum ExpectedAnswer: Sendable, CustomStringConvertible {
    /// Found in `country`, within `tolerance` metres of the coordinate (known independently of the
    /// gazetteer: city centres and island centres as commonly published, e.g. on Wikipedia).
    case place(country: String, latitude: Double, longitude: Double, tolerance: Double)
    /// Ambiguous, with at least the given countries among the candidates.
    case ambiguous(countries: Set<String>)
    /// Not found.
    case notFound

    var description: String {
        switch self {
        case .place(let country, let latitude, let longitude, let tolerance):
            return "\(country) \(latitude),\(longitude) ±\(Int(tolerance / 1000)) km"
        case .ambiguous(let countries): return "ambiguous \(countries.sorted())"
        case .notFound: return "not found"
        }
    }
}

/// One row of the committed place-text table.
struct PlaceTextCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: ExpectedAnswer
    var testDescription: String { "\"\(text)\" → \(expected)" }
}

private func at(_ country: String, _ latitude: Double, _ longitude: Double, km: Double = 5) -> ExpectedAnswer {
    .place(country: country, latitude: latitude, longitude: longitude, tolerance: km * 1000)
}

private func row(_ text: String, _ expected: ExpectedAnswer) -> PlaceTextCase {
    PlaceTextCase(text: text, expected: expected)
}

/// Real place texts as captains, shelters and editors type them: harbours, islands, sailing regions,
/// cities with diacritics, qualified and unqualified, deliberately ambiguous and unknown ones.
/// Coordinates are the places' commonly published centres, not values read from the gazetteer;
/// islands and regions are matched with the tolerance their size allows (5 km unless stated).
let placeTextTable: [PlaceTextCase] = [
    // Croatia
    row("Split, Croatia", at("HR", 43.5081, 16.4402)),
    row("split", at("HR", 43.5081, 16.4402)),
    row("SPLIT", at("HR", 43.5081, 16.4402)),
    row("Split Croatia", at("HR", 43.5081, 16.4402)),
    row("Split, HR", at("HR", 43.5081, 16.4402)),
    row("Split, Split-Dalmatia", at("HR", 43.5081, 16.4402)),
    row("  Split ,  Croatia  ", at("HR", 43.5081, 16.4402)),
    row("Dubrovnik", at("HR", 42.6507, 18.0944)),
    row("Trogir", at("HR", 43.5125, 16.2517)),
    row("Šibenik", at("HR", 43.7350, 15.8952)),
    row("Sibenik", at("HR", 43.7350, 15.8952)),
    row("Zadar", at("HR", 44.1194, 15.2314)),
    row("Pula, Croatia", at("HR", 44.8666, 13.8496)),
    row("Rovinj", at("HR", 45.0812, 13.6387)),
    row("Makarska", at("HR", 43.2969, 17.0178)),
    row("Opatija", at("HR", 45.3377, 14.3052)),
    row("Rijeka", at("HR", 45.3271, 14.4422)),
    row("Zagreb", at("HR", 45.8150, 15.9819)),
    row("Hvar", at("HR", 43.14, 16.72)),
    row("Brač", at("HR", 43.32, 16.65)),
    row("Brac", at("HR", 43.32, 16.65)),
    row("Korčula", at("HR", 42.95, 16.88)),
    row("Vis", at("HR", 43.04, 16.15)),
    row("Mljet", at("HR", 42.75, 17.55)),
    row("Kornati", at("HR", 43.80, 15.30, km: 15)),
    row("Dalmatia", at("HR", 43.5, 16.4, km: 50)),
    // Greece
    row("Athens", at("GR", 37.9838, 23.7275)),
    row("Athens, Greece", at("GR", 37.9838, 23.7275)),
    row("Piraeus", at("GR", 37.9420, 23.6465)),
    row("Lavrio", at("GR", 37.7140, 24.0560)),
    row("Santorini", at("GR", 36.40, 25.43)),
    row("santorini", at("GR", 36.40, 25.43)),
    row("Thira", at("GR", 36.40, 25.43)),
    row("Fira, Santorini", at("GR", 36.4167, 25.4317)),
    row("Firá", at("GR", 36.4167, 25.4317)),
    row("Mykonos", at("GR", 37.45, 25.36)),
    row("Corfu", at("GR", 39.62, 19.86)),
    row("Kerkyra", at("GR", 39.62, 19.86)),
    row("Crete", at("GR", 35.21, 24.91, km: 15)),
    row("Heraklion", at("GR", 35.3387, 25.1442)),
    row("Chania", at("GR", 35.5138, 24.0180)),
    row("Rhodes", at("GR", 36.17, 27.92)),
    row("Kos", at("GR", 36.83, 27.15)),
    row("Paros", at("GR", 37.05, 25.19)),
    row("Naxos", at("GR", 37.05, 25.48)),
    row("Cyclades", at("GR", 37.0, 25.15, km: 50)),
    row("the Cyclades", at("GR", 37.0, 25.15, km: 50)),
    row("The Whitsundays", at("AU", -20.27, 148.95, km: 20)),
    row("Ionian Islands", at("GR", 38.7, 20.6, km: 60)),
    row("Lefkada", at("GR", 38.70, 20.65)),
    row("Zakynthos", at("GR", 37.78, 20.78)),
    row("Preveza", at("GR", 38.9597, 20.7517)),
    row("Volos", at("GR", 39.3610, 22.9425)),
    row("Thessaloniki", at("GR", 40.6401, 22.9444)),
    row("Hydra", at("GR", 37.3486, 23.4665)),
    // Italy
    row("Capri", at("IT", 40.55, 14.24)),
    row("Elba", at("IT", 42.77, 10.28)),
    row("Sardinia", at("IT", 40.12, 9.01, km: 15)),
    row("Sicily", at("IT", 37.6, 14.02, km: 15)),
    row("Palermo", at("IT", 38.1157, 13.3615)),
    row("Naples", at("IT", 40.8518, 14.2681)),
    row("Napoli", at("IT", 40.8518, 14.2681)),
    row("Sorrento", at("IT", 40.6263, 14.3758)),
    row("Amalfi Coast", at("IT", 40.63, 14.60, km: 15)),
    row("Portofino", at("IT", 44.3036, 9.2097)),
    row("Olbia", at("IT", 40.9237, 9.4964)),
    row("Venice", at("IT", 45.4408, 12.3155)),
    row("Venezia", at("IT", 45.4408, 12.3155)),
    row("Rome, Italy", at("IT", 41.9028, 12.4964)),
    row("Florence, Italy", at("IT", 43.7696, 11.2558)),
    row("Aeolian Islands", at("IT", 38.55, 14.9, km: 30)),
    // France
    row("Saint-Tropez", at("FR", 43.2727, 6.6406)),
    row("St Tropez", at("FR", 43.2727, 6.6406)),
    row("ST. TROPEZ", at("FR", 43.2727, 6.6406)),
    row("Saint Tropez, France", at("FR", 43.2727, 6.6406)),
    row("Sainte-Maxime", at("FR", 43.3089, 6.6355)),
    row("Ste Maxime", at("FR", 43.3089, 6.6355)),
    row("Nice", at("FR", 43.7102, 7.2620)),
    row("Cannes", at("FR", 43.5528, 7.0174)),
    row("Antibes", at("FR", 43.5808, 7.1251)),
    row("Marseille", at("FR", 43.2965, 5.3698)),
    row("La Rochelle", at("FR", 46.1603, -1.1511)),
    row("Ajaccio", at("FR", 41.9192, 8.7386)),
    row("Bonifacio", at("FR", 41.3874, 9.1594)),
    row("Corsica", at("FR", 42.15, 9.10, km: 15)),
    row("Côte d'Azur", at("FR", 43.6, 7.1, km: 30)),
    row("French Riviera", at("FR", 43.6, 7.1, km: 30)),
    row("Paris", at("FR", 48.8566, 2.3522)),
    row("Paris, France", at("FR", 48.8566, 2.3522)),
    // Spain and Portugal
    row("Mallorca", at("ES", 39.62, 2.99, km: 15)),
    row("Majorca", at("ES", 39.62, 2.99, km: 15)),
    row("Palma", at("ES", 39.5696, 2.6502)),
    row("Ibiza", at("ES", 38.98, 1.43)),
    row("Menorca", at("ES", 39.95, 4.08)),
    row("Formentera", at("ES", 38.70, 1.47)),
    row("Balearics", at("ES", 39.5, 2.9, km: 40)),
    row("Barcelona, Spain", at("ES", 41.3874, 2.1686)),
    row("Valencia, Spain", at("ES", 39.4699, -0.3763)),
    row("Málaga", at("ES", 36.7213, -4.4214)),
    row("Malaga", at("ES", 36.7213, -4.4214)),
    row("Cádiz, Spain", at("ES", 36.5271, -6.2886)),
    row("Tenerife", at("ES", 28.29, -16.63, km: 15)),
    row("A Coruña", at("ES", 43.3623, -8.4115)),
    row("Lisbon", at("PT", 38.7223, -9.1393)),
    row("Funchal", at("PT", 32.6669, -16.9241)),
    row("Madeira", at("PT", 32.75, -16.95, km: 10)),
    // Nordics
    row("Göteborg", at("SE", 57.7089, 11.9746)),
    row("Gothenburg", at("SE", 57.7089, 11.9746)),
    row("Goteborg, Sweden", at("SE", 57.7089, 11.9746)),
    row("Stockholm", at("SE", 59.3293, 18.0686)),
    row("Stockholm archipelago", at("SE", 59.4, 18.7, km: 30)),
    row("Visby", at("SE", 57.6348, 18.2948)),
    row("Mariehamn", at("AX", 60.0973, 19.9348)),
    row("Åland", at("AX", 60.2, 19.95, km: 20)),
    row("Aland", at("AX", 60.2, 19.95, km: 20)),
    row("Lofoten", at("NO", 68.2, 14.0, km: 40)),
    row("Bergen", at("NO", 60.3913, 5.3221)),
    row("Tromsø", at("NO", 69.6492, 18.9553)),
    row("Tromso", at("NO", 69.6492, 18.9553)),
    row("Copenhagen", at("DK", 55.6761, 12.5683)),
    row("Helsinki", at("FI", 60.1699, 24.9384)),
    row("Reykjavík", at("IS", 64.1466, -21.9426)),
    // British Isles
    row("Cowes, UK", at("GB", 50.7628, -1.2985)),
    row("Isle of Wight", at("GB", 50.69, -1.30, km: 10)),
    row("Falmouth, UK", at("GB", 50.1526, -5.0663)),
    row("Southampton, England", at("GB", 50.9097, -1.4044)),
    row("Edinburgh", at("GB", 55.9533, -3.1883)),
    row("London", at("GB", 51.5074, -0.1278)),
    row("Birmingham, UK", at("GB", 52.4862, -1.8904)),
    row("Cork", at("IE", 51.8985, -8.4756)),
    // North America
    row("Portland", .ambiguous(countries: ["US"])),
    row("Victoria", .ambiguous(countries: ["CA", "HK"])),
    row("Springfield", .ambiguous(countries: ["US"])),
    row("Springfield, USA", .ambiguous(countries: ["US"])),
    row("Portland, Oregon", at("US", 45.5152, -122.6784)),
    row("Portland, OR", at("US", 45.5152, -122.6784)),
    row("Portland, Maine", at("US", 43.6591, -70.2568)),
    row("Portland, ME", at("US", 43.6591, -70.2568)),
    row("Springfield, Illinois", at("US", 39.7817, -89.6501)),
    row("Springfield, MA", at("US", 42.1015, -72.5898)),
    row("Paris, TX", at("US", 33.6609, -95.5555)),
    row("Paris, Texas", at("US", 33.6609, -95.5555)),
    row("Paris TX", at("US", 33.6609, -95.5555)),
    row("Annapolis", at("US", 38.9784, -76.4922)),
    row("Newport, Rhode Island", at("US", 41.4901, -71.3128)),
    row("Newport, RI", at("US", 41.4901, -71.3128)),
    row("Key West", at("US", 24.5551, -81.7800)),
    row("Charleston, South Carolina", at("US", 32.7765, -79.9311)),
    row("San Diego", at("US", 32.7157, -117.1611)),
    row("Victoria, Canada", at("CA", 48.4284, -123.3656)),
    row("Victoria, British Columbia", at("CA", 48.4284, -123.3656)),
    row("Vancouver, Canada", at("CA", 49.2827, -123.1207)),
    row("Halifax, Nova Scotia", at("CA", 44.6488, -63.5752)),
    // Caribbean
    row("Nassau", at("BS", 25.0443, -77.3504)),
    row("British Virgin Islands", at("VG", 18.43, -64.62, km: 15)),
    row("BVI", at("VG", 18.43, -64.62, km: 15)),
    row("Tortola", at("VG", 18.43, -64.62)),
    row("Road Town", at("VG", 18.4286, -64.6185)),
    row("US Virgin Islands", at("VI", 18.34, -64.85, km: 20)),
    row("Charlotte Amalie", at("VI", 18.3419, -64.9307)),
    row("St. Vincent", at("VC", 13.25, -61.19)),
    row("Grenadines", at("VC", 12.75, -61.35, km: 30)),
    row("Antigua", at("AG", 17.07, -61.80)),
    row("St. Barths", at("BL", 17.90, -62.83)),
    row("Saint-Barthélemy", at("BL", 17.90, -62.83)),
    row("Gustavia", at("BL", 17.8962, -62.8498)),
    row("Martinique", at("MQ", 14.64, -61.02)),
    row("Le Marin, Martinique", at("MQ", 14.4687, -60.8656)),
    row("Fort-de-France", at("MQ", 14.6161, -61.0588)),
    row("Guadeloupe", at("GP", 16.25, -61.58, km: 20)),
    row("Pointe-à-Pitre", at("GP", 16.2411, -61.5331)),
    row("Exumas", at("BS", 23.9, -76.2, km: 60)),
    row("Havana", at("CU", 23.1136, -82.3666)),
    // Pacific and Indian Ocean
    row("Whitsundays", at("AU", -20.27, 148.95, km: 20)),
    row("Airlie Beach", at("AU", -20.2675, 148.7175)),
    row("Sydney", at("AU", -33.8688, 151.2093)),
    row("Bay of Islands", at("NZ", -35.22, 174.15, km: 15)),
    row("Paihia", at("NZ", -35.2806, 174.0906)),
    row("Auckland", at("NZ", -36.8485, 174.7633)),
    row("Nadi", at("FJ", -17.7765, 177.4356)),
    row("München", at("DE", 48.1351, 11.5820)),
    row("Mahón", at("ES", 39.8885, 4.2658)),
    row("Palma de Mallorca", at("ES", 39.5696, 2.6502)),
    row("Barcelona", at("ES", 41.3874, 2.1686)),
    row("Valencia", .ambiguous(countries: ["ES", "VE"])),
    row("Cambridge", .ambiguous(countries: ["GB", "CA", "US"])),
    row("Yasawa Islands", at("FJ", -17.0, 177.3, km: 40)),
    row("Mamanuca Islands", at("FJ", -17.7, 177.15, km: 20)),
    row("Papeete", at("PF", -17.5516, -149.5585)),
    row("Tahiti", at("PF", -17.65, -149.43, km: 10)),
    row("Bora Bora", at("PF", -16.50, -151.74)),
    row("Victoria, Seychelles", at("SC", -4.6191, 55.4513)),
    row("Mahé", at("SC", -4.68, 55.48, km: 10)),
    row("Phuket", at("TH", 7.8804, 98.3923)),
    row("Langkawi", at("MY", 6.35, 99.80, km: 10)),
    row("Cape Town", at("ZA", -33.9249, 18.4241)),
    // Elsewhere
    row("Gozo", at("MT", 36.04, 14.25)),
    row("Valletta", at("MT", 35.8989, 14.5146)),
    row("Bodrum", at("TR", 37.0344, 27.4305)),
    row("Marmaris", at("TR", 36.8550, 28.2742)),
    row("Fethiye", at("TR", 36.6214, 29.1164)),
    row("Kraków", at("PL", 50.0647, 19.9450)),
    row("Zürich", at("CH", 47.3769, 8.5417)),
    row("Zurich", at("CH", 47.3769, 8.5417)),
    row("St. Moritz", at("CH", 46.4908, 9.8355)),
    row("Sankt Moritz", at("CH", 46.4908, 9.8355)),
    row("São Paulo", at("BR", -23.5505, -46.6333)),
    row("Sao Paulo", at("BR", -23.5505, -46.6333)),
    row("Nuuk", at("GL", 64.1814, -51.6941)),
    // Unknown texts and qualifiers that exclude every candidate
    row("Xyzzyq", .notFound),
    row("Atlantis Harbour", .notFound),
    row("Split, Italy", .notFound),
    row("Croatia", .notFound),
    row("", .notFound),
    row(" , ", .notFound),
]
