import Testing
import WaymarkModel
@testable import WaymarkData

/// Problems libyaml's reader finds (control characters) are located at their line and column, not
/// at the top of the file (found by the fuzzer, scripts/fuzz/).
@Suite struct YAMLRecordReaderTests {
    @Test func aControlCharacterIsLocated() {
        let (records, problems) = YAMLRecordReader.read("- id: a\n  name: Čačak\n  note: a\u{0}b\n", path: "data/places.yml")
        #expect(records.isEmpty)
        #expect(problems.map(\.description) == [
            "data/places.yml:3:10: error: YAML cannot be read: control characters are not allowed",
        ])
    }

    @Test func aByteOrderMarkAndWindowsLineEndingsAreAccepted() {
        let (records, problems) = YAMLRecordReader.read("\u{FEFF}- id: a\r\n  name: Boat\r\n", path: "data/charters/a.yml")
        #expect(problems.isEmpty)
        #expect(records.count == 1)
        #expect(records.first?.fields.map(\.key) == ["id", "name"])
        #expect(records.first?.start == TextPosition(line: 1, column: 3))
    }

    @Test func aJSONFileWithAByteOrderMarkIsRead() {
        let (records, problems) = JSONRecordReader.read("\u{FEFF}[{\"id\": \"a\"}]\r\n", path: "data/charters/a.json")
        #expect(problems.isEmpty)
        #expect(records.count == 1)
    }
}
