/// The record file formats of `data/charters/` and `data/announcements/`, chosen by extension.
package enum RecordFileFormat: String, Sendable, Hashable, CaseIterable {
    case yaml, json, csv

    /// The format for a file name's extension (`.yml`, `.yaml`, `.json`, `.csv`, case-insensitive),
    /// or `nil` for anything else.
    package init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "yml", "yaml": self = .yaml
        case "json": self = .json
        case "csv": self = .csv
        default: return nil
        }
    }

    /// Extensions accepted, as shown in messages.
    static let expectedExtensions = ".yml, .yaml, .json or .csv"
}
