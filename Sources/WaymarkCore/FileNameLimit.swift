/// The longest name from data that may become one file or folder name of the output.
///
/// File systems allow 255 bytes in one name. An id, a slug, an airport ident, or a charter's
/// region or vessel type (whose slug names a folder) becomes a name of its own, and Waymark
/// appends at most 55 bytes to such a name (`-map-12.geojson`, `.md`), so names from data may have
/// at most 200 bytes of UTF-8. A longer one is an error at its record in `check` and `build`
/// alike, instead of a build that fails writing a file with "File name too long".
package enum FileNameLimit {
    /// The most UTF-8 bytes a name from data may have.
    package static let longestName = 200

    /// `nil` when `name` fits, else the message part `is N bytes long: expected at most 200 …`.
    package static func problem(_ name: String) -> String? {
        let count = name.utf8.count
        guard count > longestName else { return nil }
        return "is \(count) bytes long: expected at most \(longestName) bytes, since it names a file of the output (file names have at most 255)"
    }
}
