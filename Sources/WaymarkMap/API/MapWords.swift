import WaymarkGeo

/// The words a map writes itself, in the page's language: empty states, legend rows, the radius
/// label, the attribution line and the separators of numbers. English by default; WaymarkSite fills
/// it from the site's word catalogue. Composed `<desc>` sentences in other languages are given by the
/// caller in ``MapOptions/description``.
public struct MapWords: Sendable {
    /// Drawn when a map has nothing to show and the caller gave no message.
    public var emptyMessage: String
    /// The legend row of cluster badges.
    public var nearbyPins: String
    /// The legend row of a radius circle; `{distance}` is replaced, e.g. `Within {distance}`.
    public var within: String
    /// The legend row of a route line.
    public var greatCircleRoute: String
    /// The attribution when the Natural Earth basemap is drawn.
    public var madeWithNaturalEarth: String
    /// The attribution when the view is too fine for the basemap.
    public var noCoastline: String
    /// The attribution when GSHHG coastlines are drawn.
    public var coastlinesGSHHG = "Coastlines © GSHHG (LGPL)"
    /// The attribution when GeoNames places are drawn (place labels, or places the pins were located by).
    public var placesGeoNames = "Places: GeoNames (CC BY 4.0)"
    /// Legend labels by legend key (`lost`, `found`, `charter`, `large_airport`, …, and `other`);
    /// a key not listed keeps its English label.
    public var legendLabels: [String: String]
    /// The decimal separator of numbers on the map (`.` in English, `,` in Swedish).
    public var decimalSeparator: String
    /// The grouping separator of numbers on the map (`,` in English, U+00A0 in Swedish).
    public var groupingSeparator: String
    /// Added to the description of a map that draws no coastline, GSHHG missing and the view too fine
    /// for Natural Earth (starts with a space).
    public var noCoastlineSentence = " No coastline is drawn: at this scale the embedded one would be off by kilometres."
    /// A cluster badge's title after its first three pins, `{count}` replaced: ` and {count} more`.
    public var andMore = " and {count} more"
    /// Writes `count` pins of `subject` (`3 lost and found pets`); nil uses ``MapSubject/counted(_:)``.
    public var countPins: (@Sendable (_ subject: MapSubject, _ count: Int) -> String)?

    /// Creates map words; every value defaults to English.
    public init(emptyMessage: String = "Nothing to show on this map yet.", nearbyPins: String = "Nearby pins (count)",
                within: String = "Within {distance}", greatCircleRoute: String = "Great-circle route",
                madeWithNaturalEarth: String = "Made with Natural Earth", noCoastline: String = "No coastline at this scale",
                legendLabels: [String: String] = [:], decimalSeparator: String = ".", groupingSeparator: String = ",") {
        self.emptyMessage = emptyMessage
        self.nearbyPins = nearbyPins
        self.within = within
        self.greatCircleRoute = greatCircleRoute
        self.madeWithNaturalEarth = madeWithNaturalEarth
        self.noCoastline = noCoastline
        self.legendLabels = legendLabels
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
    }

    /// English.
    public static let english = MapWords()

    /// `label` of legend key `key` in these words (`other` for the row of everything else).
    func label(_ key: String, english label: String) -> String {
        legendLabels[key.isEmpty ? "other" : key] ?? label
    }

    /// `3 lost and found pets` in these words.
    func counted(_ subject: MapSubject, _ count: Int) -> String {
        countPins?(subject, count) ?? subject.counted(count)
    }

    /// `Within 10 km` for a distance already written.
    func within(_ distance: String) -> String {
        within.replacing("{distance}", with: distance)
    }

    /// A distance in metres in `unit`, with these separators: `6.36 km`, `6,36 km`.
    public func format(metres: Double, unit: MapDistanceUnit) -> String {
        number(unit.format(metres: metres))
    }

    /// `text` written with `,` grouping and `.` decimals, rewritten with these separators.
    public func number(_ text: String) -> String {
        if decimalSeparator == "." && groupingSeparator == "," { return text }
        var out = ""
        for character in text {
            switch character {
            case ",": out += groupingSeparator
            case ".": out += decimalSeparator
            default: out.append(character)
            }
        }
        return out
    }

    /// `12345` → `12,345` with these separators.
    public func integer(_ value: Int) -> String {
        number(MapDistanceUnit.grouped(value))
    }
}

extension MapWords {
    /// `36.42° N, 25.43° E` with two decimals and these separators, as composed descriptions write it.
    public func coordinate(_ c: Coordinate) -> String {
        number(MapRenderer.format(c))
    }

    /// `Lost: 7, Found: 5`: the legend rows of `pins` with their counts, as composed descriptions
    /// write them.
    public func tallies(_ pins: [MapPin], legend: MapLegendMode) -> String {
        PinPalette(pins: pins.filter(\.coordinate.isValid), mode: legend, words: self).tallies.joined(separator: ", ")
    }
}
