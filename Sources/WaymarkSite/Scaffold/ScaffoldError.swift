/// Why `waymark new` could not make a site. Every case names the offending value and what was
/// expected; ``isUsageError`` separates bad arguments (exit 64) from file-system failures (exit 1).
package enum ScaffoldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder exists and holds visible files, and `--force` was not given.
    case folderNotEmpty(folder: String)
    /// Something other than a folder is at the path.
    case notAFolder(folder: String)
    /// `--title` is empty or only white space.
    case emptyTitle
    /// `--title` holds a control character other than a line break or tab (it would make the
    /// site's XML feeds invalid); the character's code point.
    case controlCharacterInTitle(UInt32)
    /// `--base-url` is not an absolute `http(s)` URL (or has a query or fragment).
    case invalidBaseURL(String)
    /// The folder could not be listed.
    case unreadableFolder(folder: String, reason: String)
    /// A file could not be written.
    case writeFailed(path: String, reason: String)

    /// True for problems with the arguments (exit status 64); false for failures of the file system.
    package var isUsageError: Bool {
        switch self {
        case .folderNotEmpty, .notAFolder, .emptyTitle, .controlCharacterInTitle, .invalidBaseURL: true
        case .unreadableFolder, .writeFailed: false
        }
    }

    /// The message, without the `error: ` prefix.
    package var description: String {
        switch self {
        case .folderNotEmpty(let folder):
            "\(folder) is not empty: expected a new or empty folder (use --force to add the scaffold's missing files without touching existing ones)"
        case .notAFolder(let folder):
            "\(folder) is a file: expected a new or empty folder"
        case .emptyTitle:
            "--title is empty: expected the site's name, e.g. --title \"Harbour community\""
        case .controlCharacterInTitle(let value):
            "--title holds the control character U+\(ScaffoldError.hex(value)): expected printable text (line breaks and tabs are fine)"
        case .invalidBaseURL(let value):
            "--base-url \"\(value)\" is not an absolute http(s) URL: expected e.g. https://example.org/ (no query or fragment)"
        case .unreadableFolder(let folder, let reason):
            "could not list \(folder): \(reason)"
        case .writeFailed(let path, let reason):
            "could not write \(path): \(reason)"
        }
    }

    /// `value` as at least four upper-case hexadecimal digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
