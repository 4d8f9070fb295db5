/// How pins are coloured and what the legend explains.
///
/// Palette: the Okabe–Ito colours (distinguishable with the common colour-vision deficiencies),
/// always paired with a legend and a `<title>` per pin, so colour is never the only carrier.
///
/// | mode | keys (``MapPin/category``) → colour |
/// |---|---|
/// | `category` | `charter` #0072B2 blue · `lost` #D55E00 vermillion · `found` #009E73 green |
/// | `airportType` | `large_airport` #0072B2 · `medium_airport` #009E73 · `small_airport` #E69F00 · `heliport` #CC79A7 · `seaplane_base` #56B4E9 · `closed` #999999 |
/// | `procedurePrecision` | `precision` #0072B2 · `non-precision` #E69F00 · `none` #999999 |
/// | `runwayLength` | keys from ``MapLegendMode/runwayLengthCategory(feet:)``: #E69F00 → #009E73 → #56B4E9 → #0072B2 (short → long) |
/// | `country` | ISO code → one of 8 colours chosen by a stable FNV-1a hash of the upper-cased code; on a map, the six commonest countries take the next free colour when an earlier one holds theirs, the rest are "Other" |
///
/// Any other key is drawn in #666666 and listed as "Other".
public enum MapLegendMode: String, Sendable, Hashable, CaseIterable {
    /// Charters and pet announcements: `charter`, `lost`, `found`.
    case category
    /// OurAirports `type` values.
    case airportType
    /// Best instrument approach: `precision`, `non-precision`, `none`.
    case procedurePrecision
    /// Longest runway band (see ``MapLegendMode/runwayLengthCategory(feet:)``).
    case runwayLength
    /// ISO 3166-1 country code.
    case country

    /// The colour and label for keys no mode knows.
    package static let otherColour = "#666666"

    /// Colours a country may get, in hash order.
    package static let countryPalette = [
        "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#8C6D31", "#404040",
    ]

    /// The fixed rows of this mode, in legend order (empty for `country`, whose rows come from the data).
    public var entries: [MapLegendEntry] {
        switch self {
        case .category:
            [
                MapLegendEntry(key: "charter", label: "Charter", colour: "#0072B2"),
                MapLegendEntry(key: "lost", label: "Lost", colour: "#D55E00"),
                MapLegendEntry(key: "found", label: "Found", colour: "#009E73"),
            ]
        case .airportType:
            [
                MapLegendEntry(key: "large_airport", label: "Large airport", colour: "#0072B2"),
                MapLegendEntry(key: "medium_airport", label: "Medium airport", colour: "#009E73"),
                MapLegendEntry(key: "small_airport", label: "Small airport", colour: "#E69F00"),
                MapLegendEntry(key: "heliport", label: "Heliport", colour: "#CC79A7"),
                MapLegendEntry(key: "seaplane_base", label: "Seaplane base", colour: "#56B4E9"),
                MapLegendEntry(key: "closed", label: "Closed", colour: "#999999"),
            ]
        case .procedurePrecision:
            [
                MapLegendEntry(key: "precision", label: "Precision approach", colour: "#0072B2"),
                MapLegendEntry(key: "non-precision", label: "Non-precision approach", colour: "#E69F00"),
                MapLegendEntry(key: "none", label: "No instrument approach", colour: "#999999"),
            ]
        case .runwayLength:
            [
                MapLegendEntry(key: "under-3000ft", label: "Runway under 3,000 ft", colour: "#E69F00"),
                MapLegendEntry(key: "3000-5999ft", label: "3,000–5,999 ft", colour: "#009E73"),
                MapLegendEntry(key: "6000-8999ft", label: "6,000–8,999 ft", colour: "#56B4E9"),
                MapLegendEntry(key: "9000ft-plus", label: "9,000 ft and longer", colour: "#0072B2"),
            ]
        case .country:
            []
        }
    }

    /// The legend row for a pin's category key; unknown keys give an "Other" row in #666666.
    public func entry(for key: String) -> MapLegendEntry {
        if self == .country {
            let code = key.uppercased()
            guard !code.isEmpty else { return MapLegendEntry(key: key, label: "Other", colour: Self.otherColour) }
            let palette = Self.countryPalette
            return MapLegendEntry(key: key, label: code, colour: palette[Int(Self.fnv1a(code) % UInt64(palette.count))])
        }
        return entries.first { $0.key == key } ?? MapLegendEntry(key: key, label: "Other", colour: Self.otherColour)
    }

    /// The `runwayLength` key for a longest-runway length in feet; nil or negative gives `unknown`.
    ///
    /// Bands: under 3,000 ft; 3,000–5,999; 6,000–8,999; 9,000 and longer (lower bounds inclusive).
    package static func runwayLengthCategory(feet: Int?) -> String {
        guard let feet, feet >= 0 else { return "unknown" }
        switch feet {
        case ..<3_000: return "under-3000ft"
        case ..<6_000: return "3000-5999ft"
        case ..<9_000: return "6000-8999ft"
        default: return "9000ft-plus"
        }
    }

    /// 64-bit FNV-1a over UTF-8: stable across runs and platforms (unlike `Hasher`).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
