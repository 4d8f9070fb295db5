import WaymarkMap
import WaymarkModel
import WaymarkTheme

/// The words of airport pages, tables and query blocks in the site's language (catalogue section
/// `airports`, docs/i18n.md). Codes from the data (ICAO, fuel names, surfaces) stay as written.
extension SiteWords {
    /// `large_airport` → `Large airport` / `Stor flygplats`; a type the catalogue does not name is
    /// shown as ``AirportText/typeLabel(_:)`` writes it.
    package func airportType(_ type: String) -> String {
        catalogue.texts["airports.types." + type] ?? AirportText.typeLabel(type)
    }

    /// `precision`, `APV`, `non-precision`, in words.
    package func approach(_ category: ApproachCategory) -> String {
        catalogue.texts["airports.approach." + category.rawValue] ?? AirportText.approachLabel(category)
    }

    /// `yes` or `no`.
    package func answer(_ flag: Bool) -> String {
        text(flag ? "airports.answer_yes" : "airports.answer_no")
    }

    /// A whole number of feet with the locale's grouping: `12,799`, `12 799`.
    package func feet(_ value: Int) -> String { integer(value) }

    /// Feet converted to whole metres, grouped: `12799` → `3,901`.
    package func metres(feet value: Int) -> String { integer(Int((Double(value) * 0.3048).rounded())) }

    /// Where runway data comes from, in words.
    package func runwaySource(_ source: RunwaySource) -> String {
        let key: String
        switch source {
        case .ourAirports: key = "ourAirports"
        case .euroAIP: key = "euroAIP"
        case .euroAIPCompletedFromOurAirports: key = "euroAIPCompletedFromOurAirports"
        }
        return catalogue.texts["airports.runway_sources." + key] ?? source.label
    }

    /// How a legend mode is named in captions: `airport type`, `best instrument approach`, ….
    package func legendTitle(_ mode: MapLegendMode) -> String {
        catalogue.texts["airports.legend_title." + mode.rawValue] ?? AirportLegend.title(mode)
    }

    /// The legend row label of `key` under `mode` (`Large airport`, `SE`, `Other`).
    package func legendLabel(_ key: String, mode: MapLegendMode) -> String {
        let entry = mode.entry(for: key)
        if mode == .country, !key.isEmpty { return entry.label }
        return mapWords.legendLabels[entry.label == "Other" && !mode.entries.contains { $0.key == key } ? "other" : key] ?? entry.label
    }

    /// A number already written with `.` decimals and `,` grouping (`12.5`), in the locale's separators.
    package func number(_ text: String) -> String { mapWords.number(text) }
}
