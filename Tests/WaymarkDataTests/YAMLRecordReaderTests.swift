import Testing
import WaymarkModel
@testable import WaymarkData

/// Problems libyaml's reader finds (control characters) are located at their line and column, not
/// at the top of the file (found by `scripts/fuzz.py`).
@Suite struct YAMLRecordReaderTests {
    @Test func aControlCharacterIsLocated() {
        let (records, problems) = YAMLRecordReader.read("- id: a\n  name: Čačak\n  note: a\u{0}b\n", path: "data/places.yml")
        #expect(records.isEmpty)
        #expect(problems.map(\.description) == [
            "data/places.yml:3:10: error: YAML cannot be read: control characters are not allowed",
        ])
    }
}
