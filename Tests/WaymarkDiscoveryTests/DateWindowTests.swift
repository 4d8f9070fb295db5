import Testing
import WaymarkDiscovery
import WaymarkModel

@Suite struct DateWindowTests {
    static func day(_ s: String) -> CalendarDate { CalendarDate(iso8601: s) ?? CalendarDate(daysSinceEpoch: 0) }

    @Test(arguments: [
        // (window from, window to, charter start, charter end, overlaps)
        ("2025-06-10", nil, "2025-06-01", "2025-06-10", true),   // ends today: still upcoming
        ("2025-06-10", nil, "2025-06-01", "2025-06-09", false),  // ended yesterday
        ("2025-06-01", "2025-06-05", "2025-06-05", "2025-06-12", true),  // window touches first day
        ("2025-06-01", "2025-06-04", "2025-06-05", "2025-06-12", false), // one day short
        (nil, nil, "2020-01-01", "2020-01-02", true),
        ("2025-06-10", nil, nil, nil, true) as (String?, String?, String?, String?, Bool),
    ])
    func overlapIsInclusiveOnBothEnds(from: String?, to: String?, start: String?, end: String?, expected: Bool) {
        let w = DateWindow(from: from.map(Self.day), to: to.map(Self.day))
        #expect(w.overlaps(start: start.map(Self.day), end: end.map(Self.day)) == expected)
    }
}
