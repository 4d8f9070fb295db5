import Foundation
import Testing
import WaymarkCore
import WaymarkModel
@testable import WaymarkData

/// An id, slug or ident that would name a file longer than file systems allow is an error at its
/// record when the data loads (so in `check` as in `build`), not a failed write later.
@Suite struct FileNameLimitTests {
    static let long = String(repeating: "a", count: 300)

    @Test func namesFromDataMayHaveAtMost200Bytes() {
        #expect(FileNameLimit.problem(String(repeating: "a", count: 200)) == nil)
        #expect(FileNameLimit.problem(String(repeating: "é", count: 100)) == nil, "200 bytes of UTF-8")
        #expect(FileNameLimit.problem(String(repeating: "é", count: 101))
            == "is 202 bytes long: expected at most 200 bytes, since it names a file of the output (file names have at most 255)")
    }

    @Test func everyKindOfNameIsCheckedAtItsRecord() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["data/charters", "data/announcements", "data/airports"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let files = [
            "data/charters/c.yml": "- id: \(Self.long)\n  name: Long id\n- id: ok\n  name: Region\n  region: \(Self.long)\n  vesselType: \(Self.long)\n",
            "data/announcements/a.yml": "- id: \(Self.long)\n  status: lost\n- id: fine\n  status: lost\n",
            "data/places.yml": "- name: \(Self.long)\n  latitude: 1\n  longitude: 2\n- name: Short\n  slug: \(Self.long)\n  latitude: 1\n  longitude: 2\n",
            "data/airports/airports.csv": "id,ident,type,name,latitude_deg,longitude_deg,iso_country\n1,\(Self.long),small_airport,Long,1,2,GB\n2,EGTF,small_airport,Fairoaks,51.3,-0.5,GB\n",
        ]
        for (path, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
        let (data, diagnostics) = await SiteData.load(siteDirectory: root, strict: false)
        #expect(data.announcements.map(\.id) == ["fine"])
        #expect(data.airports.map(\.ident) == ["EGTF"])
        let expected = "\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…\" is 300 bytes long: expected at most 200 bytes, since it names a file of the output (file names have at most 255)"
        #expect(diagnostics.errors.map(\.headline).sorted() == [
            "data/airports/airports.csv:2:2: error: ident " + expected,
            "data/announcements/a.yml:1:7: error: id " + expected,
            "data/charters/c.yml:1:7: error: id " + expected,
            "data/charters/c.yml:5:11: error: region " + expected,
            "data/charters/c.yml:6:15: error: vesselType " + expected,
            "data/places.yml:1:9: error: the slug made from the place's name " + expected + ": give a shorter slug",
            "data/places.yml:5:9: error: slug " + expected,
        ])
    }
}
