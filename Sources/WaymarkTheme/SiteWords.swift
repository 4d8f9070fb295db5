import Foundation
import WaymarkCore
import WaymarkMap
import WaymarkModel

/// Everything a site needs to write in its language: the word catalogue and the locale that formats
/// dates and numbers (docs/i18n.md).
///
/// Formatting goes through Foundation's ICU with an explicit `Locale` built from the catalogue's
/// `meta.locale` (e.g. `sv_SE`), a Gregorian calendar and UTC, never the machine's own settings, so
/// output is the same on every machine.
package struct SiteWords: Sendable {
    /// The site's language tag (`site.yml` `language:`), which picks plural rules.
    package let language: String
    /// The words.
    package let catalogue: WordCatalogue
    /// The ICU locale identifier used for dates and numbers (`en_GB`, `sv_SE`, …).
    package let localeIdentifier: String
    /// The locale's decimal separator, e.g. `,` for Swedish.
    package let decimalSeparator: String
    /// The locale's grouping separator, e.g. U+00A0 for Swedish, U+202F for French.
    package let groupingSeparator: String
    /// The catalogue as template variables (`t`), built once.
    // Immutable nested dictionaries of strings only, so sharing them across tasks is safe.
    nonisolated(unsafe) package let templateVariables: [String: Any]
    /// The words and separators maps draw themselves.
    package private(set) var mapWords: MapWords
    private let dateStyle: Date.FormatStyle
    /// Dates already written in words: a list page shows the date of each of its items, and ICU's
    /// formatter is slow next to a dictionary lookup; sites have far fewer dates than pages.
    private let dateTexts = MutexBox<[CalendarDate: String]>([:])

    /// Words in `language` from `catalogue`.
    package init(language: String, catalogue: WordCatalogue) {
        self.language = language
        self.catalogue = catalogue
        let identifier = catalogue.texts["meta.locale"] ?? language
        self.localeIdentifier = identifier
        let locale = Locale(identifier: identifier)
        self.decimalSeparator = locale.decimalSeparator ?? "."
        self.groupingSeparator = locale.groupingSeparator ?? ","
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        calendar.timeZone = utc
        calendar.locale = locale
        self.dateStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: utc)
            .day(.defaultDigits).month(.wide).year(.defaultDigits)
        self.templateVariables = catalogue.templateVariables
        var legend: [String: String] = [:]
        for key in catalogue.texts.keys where key.hasPrefix("map.legend.") {
            legend[String(key.dropFirst("map.legend.".count))] = catalogue.texts[key]
        }
        self.mapWords = MapWords(
            emptyMessage: catalogue.text("map.empty"), nearbyPins: catalogue.text("map.nearby_pins"),
            within: catalogue.text("map.within"), greatCircleRoute: catalogue.text("map.great_circle_route"),
            madeWithNaturalEarth: catalogue.text("map.made_with_natural_earth"), noCoastline: catalogue.text("map.no_coastline"),
            legendLabels: legend, decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator)
        mapWords.noCoastlineSentence = " " + catalogue.text("map.no_coastline_sentence")
        mapWords.coastlinesGSHHG = catalogue.text("map.coastlines_gshhg")
        mapWords.placesGeoNames = catalogue.text("map.places_geonames")
        mapWords.andMore = " " + catalogue.text("map.and_more")
        let countKeys = [MapSubject.pets: "pets.counted", MapSubject.places: "pets.places_counted",
                         MapSubject.charters: "charters.counted",
                         MapSubject.airports: "airports.counted", MapSubject.countries: "airports.countries_counted"]
        mapWords.countPins = { [catalogue, language, mapWords] subject, count in
            guard let key = countKeys[subject] else { return subject.counted(count) }
            return catalogue.plural(key, count: count, countText: mapWords.integer(count), language: language)
        }
    }

    /// English words from the built-in catalogue.
    package static let english = SiteWords(language: "en", catalogue: DefaultTheme.catalogue("en") ?? WordCatalogue())

    /// The text of `key` with `{name}` placeholders filled.
    package func text(_ key: String, _ values: [String: String] = [:]) -> String {
        catalogue.text(key, values)
    }

    /// The plural form of `key` for `count`, `{count}` written with the locale's grouping.
    package func plural(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        catalogue.plural(key, count: count, countText: integer(count), language: language, values)
    }

    /// A calendar date in words: `11 July 2026`, `11 juli 2026`, `11. srpnja 2026.`.
    package func date(_ date: CalendarDate) -> String {
        if let known = dateTexts.withLock({ $0[date] }) { return known }
        let text = formatted(date)
        dateTexts.withLock { $0[date] = text }
        return text
    }

    /// `date` in words through ICU, without the cache.
    func formatted(_ date: CalendarDate) -> String {
        var parts = DateComponents()
        parts.year = date.year
        parts.month = date.month
        parts.day = date.day
        parts.hour = 12
        guard let instant = dateStyle.calendar.date(from: parts) else { return date.description }
        return instant.formatted(dateStyle)
    }

    /// The name of the country with ISO 3166-1 code `code` in this language, from ICU (`SE` →
    /// "Sweden", "Sverige"); the code itself when ICU has no name for it.
    package func countryName(_ code: String) -> String {
        Locale(identifier: localeIdentifier).localizedString(forRegionCode: code.uppercased()) ?? code
    }

    /// A whole number with the locale's grouping: `1,515,017`, `1 515 017` (U+00A0 in Swedish).
    package func integer(_ value: Int) -> String {
        mapWords.integer(value)
    }

    /// A distance in metres for people, `6.36 km` / `6,36 km` (``MapDistanceUnit/format(metres:)``
    /// with the locale's separators).
    package func distance(_ metres: Double, unit: MapDistanceUnit = .kilometres) -> String {
        mapWords.format(metres: metres, unit: unit)
    }
}
