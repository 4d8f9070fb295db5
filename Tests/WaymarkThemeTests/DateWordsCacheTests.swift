import Testing
import WaymarkModel
@testable import WaymarkTheme

/// `SiteWords.date` keeps the dates it has written: the kept text must be what ICU writes, in every
/// language, the first time and every time after, from many threads at once.
@Suite struct DateWordsCacheTests {
    @Test(arguments: ["en", "sv", "hr", "fr", "de"])
    func keptDatesAreTheFormattedOnes(_ language: String) async {
        let words = SiteWords(language: language, catalogue: DefaultTheme.catalogues[language] ?? WordCatalogue())
        let dates = (0..<400).compactMap { CalendarDate(year: 1990 + $0 % 40, month: 1 + $0 % 12, day: 1 + $0 % 28) }
        #expect(dates.count == 400)
        let expected = dates.map { words.formatted($0) }
        #expect(Set(expected).count > 300, "different dates give different texts")
        #expect(expected[0] != dates[0].description, "ICU wrote the date in words")
        let rounds = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 { group.addTask { dates.map { words.date($0) } } }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        for round in rounds { #expect(round == expected) }
        #expect(dates.map { words.date($0) } == expected)
    }
}
