import Testing
import WaymarkModel
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// Dates, numbers and plural forms of every shipped language, pinned word for word as Foundation's
/// ICU writes them with the catalogue's locale (never the machine's).
@Suite struct LocaleFormatTests {
    static func words(_ language: String) -> SiteWords {
        let (theme, _) = Theme.load(overrides: [:], overrideFolder: "Templates")
        return theme?.words(for: language) ?? .english
    }

    static let july11 = CalendarDate(year: 2026, month: 7, day: 11) ?? CalendarDate(daysSinceEpoch: 0)
    static let june1 = CalendarDate(year: 2026, month: 6, day: 1) ?? CalendarDate(daysSinceEpoch: 0)

    /// Language, 11 July 2026, 1 June 2026. Croatian months are in the genitive, with the ordinal dot
    /// after day and year that CLDR's Croatian long date has ("11. srpnja 2026.").
    @Test(arguments: [
        ("en", "11 July 2026", "1 June 2026"),
        ("sv", "11 juli 2026", "1 juni 2026"),
        ("fr", "11 juillet 2026", "1 juin 2026"),
        ("hr", "11. srpnja 2026.", "1. lipnja 2026."),
        ("de", "11. Juli 2026", "1. Juni 2026"),
        ("es", "11 de julio de 2026", "1 de junio de 2026"),
        ("it", "11 luglio 2026", "1 giugno 2026"),
    ])
    func datesAreWrittenInTheLanguage(language: String, july: String, june: String) {
        let words = Self.words(language)
        #expect(words.date(Self.july11) == july)
        #expect(words.date(Self.june1) == june)
    }

    /// Language, 6,360 m, 12.5 km, 850 m, 1,515,017 and the grouping character ICU gives: U+00A0
    /// (no-break space) for Swedish, U+202F (narrow no-break space) for French, `.` for Croatian,
    /// German, Spanish and Italian.
    @Test(arguments: [
        ("en", "6.36 km", "12.5 km", "850 m", "1,515,017"),
        ("sv", "6,36 km", "12,5 km", "850 m", "1\u{00A0}515\u{00A0}017"),
        ("fr", "6,36 km", "12,5 km", "850 m", "1\u{202F}515\u{202F}017"),
        ("hr", "6,36 km", "12,5 km", "850 m", "1.515.017"),
        ("de", "6,36 km", "12,5 km", "850 m", "1.515.017"),
        ("es", "6,36 km", "12,5 km", "850 m", "1.515.017"),
        ("it", "6,36 km", "12,5 km", "850 m", "1.515.017"),
    ])
    func numbersUseTheLocalesSeparators(language: String, distance: String, tenths: String, metres: String, grouped: String) {
        let words = Self.words(language)
        #expect(words.distance(6_360) == distance)
        #expect(words.distance(12_500) == tenths)
        #expect(words.distance(850) == metres)
        #expect(words.integer(1_515_017) == grouped)
        #expect(words.mapWords.format(metres: 6_360, unit: .kilometres) == distance, "maps write the same numbers")
    }

    @Test func theBriefsSwedishCardLine() {
        let words = Self.words("sv")
        let date = CalendarDate(year: 2026, month: 6, day: 11) ?? Self.june1
        let line = words.text("announcement.last_seen", ["date": words.date(date)]) + " · "
            + words.text("page.away", ["distance": words.distance(6_360)])
        #expect(line == "Senast sedd 11 juni 2026 · 6,36 km bort")
        #expect(words.text("pets.near_title", ["place": "Södermalm"]) == "Försvunna och upphittade husdjur nära Södermalm")
    }

    /// CLDR categories for whole numbers.
    @Test(arguments: [
        ("en", [PluralCategory.other, .one, .other, .other, .other, .other]),
        ("sv", [.other, .one, .other, .other, .other, .other]),
        ("de", [.other, .one, .other, .other, .other, .other]),
        ("es", [.other, .one, .other, .other, .other, .other]),
        ("it", [.other, .one, .other, .other, .other, .other]),
        ("fr", [.one, .one, .other, .other, .other, .other]),
        ("hr", [.other, .one, .few, .other, .one, .one]),
    ])
    func pluralCategories(language: String, expected: [PluralCategory]) {
        #expect([0, 1, 2, 5, 21, 101].map { PluralCategory.of($0, language: language) } == expected)
    }

    @Test func croatianTeensAndTwentiesFollowTheLastTwoDigits() {
        let counts = [11, 12, 14, 22, 24, 25, 111, 112, 1_001, 1_002]
        #expect(counts.map { PluralCategory.of($0, language: "hr-HR") } == [.other, .other, .other, .few, .few, .other, .other, .other, .one, .few])
    }

    /// `pets.counted` for 0, 1, 2, 5, 21 and 101 in each language, word for word.
    @Test(arguments: [
        ("en", ["0 lost and found pets", "1 lost or found pet", "2 lost and found pets", "5 lost and found pets",
                "21 lost and found pets", "101 lost and found pets"]),
        ("sv", ["0 försvunna och upphittade husdjur", "1 försvunnet eller upphittat husdjur", "2 försvunna och upphittade husdjur",
                "5 försvunna och upphittade husdjur", "21 försvunna och upphittade husdjur", "101 försvunna och upphittade husdjur"]),
        ("fr", ["0 animal perdu ou trouvé", "1 animal perdu ou trouvé", "2 animaux perdus et trouvés", "5 animaux perdus et trouvés",
                "21 animaux perdus et trouvés", "101 animaux perdus et trouvés"]),
        ("hr", ["0 izgubljenih ili pronađenih ljubimaca", "1 izgubljen ili pronađen ljubimac", "2 izgubljena ili pronađena ljubimca",
                "5 izgubljenih ili pronađenih ljubimaca", "21 izgubljen ili pronađen ljubimac", "101 izgubljen ili pronađen ljubimac"]),
        ("de", ["0 vermisste und gefundene Haustiere", "1 vermisstes oder gefundenes Haustier", "2 vermisste und gefundene Haustiere",
                "5 vermisste und gefundene Haustiere", "21 vermisste und gefundene Haustiere", "101 vermisste und gefundene Haustiere"]),
        ("es", ["0 mascotas perdidas y encontradas", "1 mascota perdida o encontrada", "2 mascotas perdidas y encontradas",
                "5 mascotas perdidas y encontradas", "21 mascotas perdidas y encontradas", "101 mascotas perdidas y encontradas"]),
        ("it", ["0 animali smarriti e ritrovati", "1 animale smarrito o ritrovato", "2 animali smarriti e ritrovati",
                "5 animali smarriti e ritrovati", "21 animali smarriti e ritrovati", "101 animali smarriti e ritrovati"]),
    ])
    func pluralForms(language: String, expected: [String]) {
        let words = Self.words(language)
        #expect([0, 1, 2, 5, 21, 101].map { words.plural("pets.counted", $0) } == expected)
    }

    @Test func croatianOpenAnnouncementsTakeThreeForms() {
        let words = Self.words("hr")
        let lines = [1, 3, 5].map { words.plural("pets.lead", $0, ["lost": "0", "found": "0"]) }
        #expect(lines == ["1 aktivan oglas (izgubljeni: 0, pronađeni: 0).", "3 aktivna oglasa (izgubljeni: 0, pronađeni: 0).",
                          "5 aktivnih oglasa (izgubljeni: 0, pronađeni: 0)."])
    }

    @Test func aRegionalTagFallsBackToItsLanguageAndUnknownOnesToEnglish() {
        #expect(Self.words("sv-FI").text("pets.title") == "Försvunna och upphittade husdjur")
        #expect(Self.words("nb").text("pets.title") == "Lost and found pets")
    }

    @Test func aSiteCatalogueOverridesSingleKeys() {
        let (theme, problems) = Theme.load(overrides: ["i18n/sv.yml": "pets:\n  title: Borttappade djur\n"], overrideFolder: "Templates")
        #expect(problems.isEmpty)
        let words = theme?.words(for: "sv")
        #expect(words?.text("pets.title") == "Borttappade djur")
        #expect(words?.text("pets.lost") == "Försvunna", "keys the site does not override keep the built-in words")
    }

    @Test func aBrokenSiteCatalogueIsAnErrorInThatFile() {
        let (theme, problems) = Theme.load(overrides: ["i18n/sv.yml": "pets: [\n"], overrideFolder: "site/Templates")
        #expect(theme == nil)
        #expect(problems.first?.location.path == "site/Templates/i18n/sv.yml")
    }
}
