import WaymarkGeocoding
import WaymarkMap
import WaymarkModel
import WaymarkTheme

/// How charter and pet pages write dates and distances for people, in the site's words and locale
/// (never the machine's).
enum RecordText {
    /// `12 June 2026 – 19 June 2026`, `From 12 June 2026`, `Until 19 June 2026`, `12 June 2026`, or
    /// `Dates to be announced`.
    static func dateRange(_ start: CalendarDate?, _ end: CalendarDate?, words: SiteWords = .english) -> String {
        switch (start, end) {
        case let (s?, e?): s == e ? words.date(s) : "\(words.date(s)) – \(words.date(e))"
        case let (s?, nil): words.text("charters.from", ["date": words.date(s)])
        case let (nil, e?): words.text("charters.until", ["date": words.date(e)])
        case (nil, nil): words.text("charters.dates_to_be_announced")
        }
    }

    /// `850 m`, `2.25 km`, `12.5 km` (metres in).
    static func distance(_ metres: Double, words: SiteWords = .english) -> String {
        words.distance(metres)
    }

    /// The nearest gazetteer place of a record and how far it is: `Hvar, Split-Dalmatia, Croatia (358 m)`.
    static func near(_ nearby: NearbyPlace, words: SiteWords = .english) -> String {
        "\(nearby.place.label) (\(distance(nearby.distance, words: words)))"
    }

    /// The variables of the footer's GeoNames credit, in `words`, when `geocoded` is true, else none.
    static func attribution(_ geocoded: Bool, words: SiteWords) -> [String: Any] {
        geocoded ? ["attribution": words.text("page.geonames_credit")] : [:]
    }
}
