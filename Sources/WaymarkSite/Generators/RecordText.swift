import WaymarkGeocoding
import WaymarkMap
import WaymarkModel

/// How charter and pet pages write dates and distances for people: locale-independent, so output
/// never depends on the machine.
enum RecordText {
    /// `12 June 2026 – 19 June 2026`, `From 12 June 2026`, `Until 19 June 2026`, `12 June 2026`, or
    /// `Dates to be announced`.
    static func dateRange(_ start: CalendarDate?, _ end: CalendarDate?) -> String {
        switch (start, end) {
        case let (s?, e?): s == e ? s.displayText : "\(s.displayText) – \(e.displayText)"
        case let (s?, nil): "From \(s.displayText)"
        case let (nil, e?): "Until \(e.displayText)"
        case (nil, nil): "Dates to be announced"
        }
    }

    /// `850 m`, `2.25 km`, `12.5 km` (metres in).
    static func distance(_ metres: Double) -> String {
        MapDistanceUnit.kilometres.format(metres: metres)
    }

    /// The nearest gazetteer place of a record and how far it is: `Hvar, Split-Dalmatia, Croatia (358 m)`.
    static func near(_ nearby: NearbyPlace) -> String {
        "\(nearby.place.label) (\(distance(nearby.distance)))"
    }

    /// The variables of the footer's GeoNames credit when `geocoded` is true, else none.
    static func attribution(_ geocoded: Bool) -> [String: Any] {
        geocoded ? ["attribution": WaymarkGeocodingCredit.text] : [:]
    }
}

/// The GeoNames credit required wherever geocoded places appear (CC BY 4.0).
enum WaymarkGeocodingCredit {
    /// "Contains data from GeoNames (geonames.org), licensed CC BY 4.0".
    static let text = WaymarkGeocoding.attribution
}
