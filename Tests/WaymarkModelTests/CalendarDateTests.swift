import Testing
import WaymarkModel

@Suite struct CalendarDateTests {
    @Test(arguments: ["2024-02-29", "1970-01-01", "2025-12-31", "0001-01-01"])
    func roundTrips(text: String) throws {
        let d = try #require(CalendarDate(iso8601: text))
        #expect(d.description == text)
        #expect(CalendarDate(daysSinceEpoch: d.daysSinceEpoch) == d)
    }

    @Test(arguments: ["2023-02-29", "2024-13-01", "24-01-01", "2024/01/01", "2024-01-0x", ""])
    func rejects(text: String) {
        #expect(CalendarDate(iso8601: text) == nil)
    }

    @Test func epochArithmetic() {
        #expect(CalendarDate(iso8601: "1970-01-02")?.daysSinceEpoch == 1)
        #expect(CalendarDate(unixSeconds: 1_700_000_000).description == "2023-11-14")
        #expect(CalendarDate(unixSeconds: -1).description == "1969-12-31")
    }

    @Test func todayPrefersNowThenSourceDateEpoch() {
        let env = ["SOURCE_DATE_EPOCH": "1700000000"]
        #expect((try? CalendarDate.today(now: "2025-06-01", environment: env, clock: { 0 }).get())?.description == "2025-06-01")
        #expect((try? CalendarDate.today(now: nil, environment: env, clock: { 0 }).get())?.description == "2023-11-14")
        #expect((try? CalendarDate.today(now: nil, environment: [:], clock: { 86_400 }).get())?.description == "1970-01-02")
        if case .failure(let e) = CalendarDate.today(now: "June", environment: [:], clock: { 0 }) {
            #expect(e.description == "--now \"June\" is not a date: expected YYYY-MM-DD")
        } else { Issue.record("expected failure") }
    }
}
