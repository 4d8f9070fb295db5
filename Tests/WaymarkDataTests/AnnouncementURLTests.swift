import Testing
import WaymarkModel
@testable import WaymarkData

/// An announcement's `photo` and `contact` follow the URL rule of every URL from data
/// (``URLReference``): a refused scheme is an error at the value, in every format, and the record
/// is read without it.
@Suite struct AnnouncementURLTests {
    /// Every announcement of `text` and every problem, decoded as the loader decodes them.
    func decode(_ text: String, _ format: RecordFileFormat) -> ([Announcement], [String]) {
        let path = "data/announcements/pets.\(format == .yaml ? "yml" : format == .json ? "json" : "csv")"
        let file = RecordFile.parse(text, path: path, format: format, knownFields: AnnouncementDecoder.fields,
                                    requiredFields: AnnouncementDecoder.requiredFields)
        var announcements: [Announcement] = []
        var problems = file.problems.map(\.headline)
        for index in 0..<file.count {
            let (announcement, found) = AnnouncementDecoder.decode(file.record(index), checkUnknownFields: format != .csv)
            if let announcement { announcements.append(announcement) }
            problems += found.map(\.headline)
        }
        return (announcements, problems)
    }

    static let expected = "expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top"

    @Test func aBadPhotoIsAnErrorAtItsValue() {
        let (announcements, problems) = decode("""
        - id: mimi
          status: lost
          photo: "javascript:alert(1)"
        - id: rex
          status: found
          photo: photos/rex.jpg
        """, .yaml)
        #expect(problems == ["data/announcements/pets.yml:3:10: error: photo \"javascript:alert(1)\" is a javascript: URL: \(Self.expected)"])
        #expect(announcements.map(\.photo) == [nil, "photos/rex.jpg"])
    }

    @Test func aBadContactLinkIsAnErrorAtItsValue() {
        let (announcements, problems) = decode("""
        [{"id": "mimi", "status": "lost", "contact": "&#x6A;avascript:alert(1)"},
         {"id": "rex", "status": "lost", "contact": "mailto:anna@example.org"},
         {"id": "tom", "status": "lost", "contact": "Anna, +46 70 123 45 67"}]
        """, .json)
        #expect(problems == ["data/announcements/pets.json:1:46: error: contact \"&#x6A;avascript:alert(1)\" reads as the javascript: URL \"javascript:alert(1)\" in a browser: \(Self.expected)"])
        #expect(announcements.map(\.contact) == [nil, "mailto:anna@example.org", "Anna, +46 70 123 45 67"])
    }

    @Test func aCSVCellIsLocatedAtItsRowAndColumn() {
        let (announcements, problems) = decode("""
        id,status,photo,contact
        mimi,lost,https://example.org/mimi.jpg,tel:+46701234567
        rex,lost,"data:text/html,<script>alert(1)</script>","vb&Tab;script:msgbox(1)"
        """, .csv)
        #expect(problems == [
            "data/announcements/pets.csv:3:3: error: photo \"data:text/html,<script>alert(1)</script>\" is a data: URL: \(Self.expected)",
            "data/announcements/pets.csv:3:4: error: contact \"vb&Tab;script:msgbox(1)\" reads as the vbscript: URL \"vbscript:msgbox(1)\" in a browser: \(Self.expected)",
        ])
        #expect(announcements.map(\.photo) == ["https://example.org/mimi.jpg", nil])
    }
}
