import Foundation

/// A runway surface normalised from the free text of OurAirports and euro_aip (`ASP`, `Asphalt`,
/// `CONC-G`, `GRS`, `TURF-F`, `PEM`, …).
///
/// The rule (documented in docs/derived-airport-facts.md): the text is upper-cased, diacritics and
/// quotes removed, and split into words at anything that is not a letter or digit. Condition
/// suffixes (`G` good, `F` fair, `P` poor, `E` excellent) and modifiers (`TRTD`, `TREATED`, …) are
/// skipped; the **first** word found in ``RunwaySurface/table`` decides. Nothing recognised gives
/// ``unknown`` (which is not hard). Single letters other than the suffixes are ambiguous between
/// national conventions and stay ``unknown``.
package enum RunwaySurface: String, Sendable, Hashable, CaseIterable, Codable {
    /// Asphalt (`ASP`, `ASPH`, `Asphalt`, …).
    case asphalt
    /// Concrete (`CON`, `CONC`, `concrete`, …).
    case concrete
    /// Bitumen, tar, sealed surfaces (`BIT`, …).
    case bitumen
    /// Paved without saying with what (`PAVED`, `HARD`, `PEM`, `TARMAC`, `MACADAM`).
    case paved
    /// Grass or turf (`GRS`, `TURF`, …).
    case grass
    /// Gravel and crushed rock (`GVL`, `GRVL`, …).
    case gravel
    /// Dirt, earth, natural ground.
    case dirt
    /// Sand.
    case sand
    /// Clay.
    case clay
    /// Snow or ice.
    case snowIce
    /// Water (seaplane bases).
    case water
    /// Landing mats, pierced steel planking, metal or aluminium decks.
    case metal
    /// Wooden decks.
    case wood
    /// Coral.
    case coral
    /// Empty, `UNK`, or nothing recognised.
    case unknown

    /// Hard surfaces: asphalt, concrete, bitumen and generic paved. Everything else is soft or unknown.
    package var isHard: Bool {
        switch self {
        case .asphalt, .concrete, .bitumen, .paved: return true
        default: return false
        }
    }

    /// The word table: an upper-case word (diacritics removed) to its surface.
    package static let table: [String: RunwaySurface] = {
        var t: [String: RunwaySurface] = [:]
        func add(_ s: RunwaySurface, _ words: [String]) { for w in words { t[w] = s } }
        add(.asphalt, ["ASP", "ASPH", "ASPHALT", "ASPHALTE", "ASFALT", "ASFALTO", "ASHPALT", "APSH", "ASB",
                       "BLACKTOP", "ASPHALTIC"])
        add(.concrete, ["CON", "CONC", "CONCRETE", "CEMENT", "BETON", "COCCRETE", "C0N", "PFC", "GROOVED", "GRVD"])
        add(.bitumen, ["BIT", "BITUMEN", "BITUM", "BITUMINOUS", "TAR", "SEALED", "CHIPSEAL", "OILED"])
        add(.paved, ["PAVED", "PAVEMENT", "HARD", "PEM", "TARMAC", "MAC", "MACADAM", "COP", "PAD", "BRICK",
                     "BLOCKS", "STONE", "GRANITE"])
        add(.grass, ["GRS", "GRASS", "GRASSED", "GRASSY", "GRAS", "GRAAS", "GRASSS", "TURF", "TORF", "TUEF",
                     "SOD", "GRE", "HERBE", "HERBA", "ERBA", "HIERBA", "GRAMA", "GAZON", "MOSS", "GRASSNOW"])
        add(.gravel, ["GVL", "GRVL", "GRAVEL", "GRV", "GRAV", "GRA", "OILGRAVEL", "OLIGRAVEL", "CRUSHED",
                      "ROCK", "CINDERS", "SHELLS", "SLAG", "PICARRA", "PIC", "ZAHORRA", "CALICHE",
                      "HARDCORE", "SCHIST", "SHALE", "MAICILLO", "MURRAM", "LATERITE", "LAT", "COM"])
        add(.dirt, ["DIRT", "EARTH", "GROUND", "SOIL", "TER", "TERRA", "LOAM", "MUD", "SILT", "DUST",
                    "NATURAL", "UNPAVED", "UNPEVED", "UNSEALED", "LAKEBED"])
        add(.sand, ["SAND", "SAN", "SANDY"])
        add(.clay, ["CLAY", "CLA", "CL", "BLACKCLAY"])
        add(.snowIce, ["SNOW", "SNO", "ICE", "FROZEN"])
        add(.water, ["WATER", "WAT", "LAKE", "RIVER"])
        add(.metal, ["MATS", "PSP", "MET", "METAL", "MTAL", "STEEL", "PIERCED", "ALUM", "ALUMINUM",
                     "ALUMINIUM", "AUMINUM", "PER", "ACO", "GRILLE"])
        add(.wood, ["WOOD", "DECK"])
        add(.coral, ["CORAL", "COR"])
        return t
    }()

    /// Words that describe condition or treatment and never decide the surface.
    package static let skippedWords: Set<String> = ["G", "F", "P", "E", "TRTD", "TREATED", "GRADED", "ROLLED",
                                                   "COMPACTED", "PACKED", "BROWN", "RED", "BLACK", "GREY",
                                                   "YELLOW", "WHITE", "BLUE", "SOFT", "SMOOTH", "ROUGH", "OLD",
                                                   "MIXED", "MIX", "LOOSE", "AND", "WITH", "OVER", "ON", "OR"]

    /// Normalises a free-text surface; `nil` or empty text gives ``unknown``.
    package init(text: String?) {
        guard let text, !text.isEmpty else { self = .unknown; return }
        var word = ""
        var found: RunwaySurface?
        func flush() -> Bool {
            defer { word.removeAll(keepingCapacity: true) }
            guard !word.isEmpty, !RunwaySurface.skippedWords.contains(word) else { return false }
            if let s = RunwaySurface.table[word] { found = s; return true }
            return false
        }
        for scalar in text.unicodeScalars {
            if let letter = RunwaySurface.foldedLetter(scalar) {
                word.unicodeScalars.append(letter)
            } else if flush() {
                break
            }
        }
        if found == nil { _ = flush() }
        self = found ?? .unknown
    }

    /// Upper-case ASCII letter or digit for `scalar` with diacritics dropped (Ç→C, É→E), or `nil`
    /// for a separator.
    static func foldedLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A: return scalar
        case 0x61...0x7A: return Unicode.Scalar(scalar.value - 32)
        default: break
        }
        guard scalar.properties.isAlphabetic else { return nil }
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        if base.isASCII, base.properties.isAlphabetic {
            return base.value >= 0x61 ? Unicode.Scalar(base.value - 32) : base
        }
        return base
    }
}
