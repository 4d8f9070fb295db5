import Testing
import WaymarkModel

/// Status and visibility spellings.
@Suite struct RecordEnumTests {
    @Test(arguments: [("lost", AnnouncementStatus.lost), ("active", .lost), ("Active", .lost), (" found ", .found),
                      ("CLOSED", .closed)])
    func statusSpellings(text: String, status: AnnouncementStatus) {
        #expect(AnnouncementStatus(text: text) == status)
    }

    @Test(arguments: ["missing", "", "reunited"])
    func unknownStatuses(text: String) {
        #expect(AnnouncementStatus(text: text) == nil)
    }

    @Test func visibilityValuesAndMessageText() {
        #expect(CharterVisibility.allCases.map(\.rawValue) == ["private", "unlisted", "public"])
        #expect(CharterVisibility.expectedValues == "private, unlisted or public")
    }
}
