import Foundation
import WaymarkModel

/// What `waymark new` puts into a new site: its title, base URL and the day it is made, checked
/// and normalised. The example data's dates are derived from `today`, so the same settings always
/// give the same files.
package struct ScaffoldSettings: Sendable, Hashable {
    /// The title when `--title` is not given.
    package static let defaultTitle = "My Waymark site"
    /// The base URL when `--base-url` is not given (replace it before publishing).
    package static let defaultBaseURL = "https://example.org/"

    /// The site's name, trimmed of surrounding white space and line breaks; never empty. May hold
    /// quotes, colons, `#`, line breaks and any printable character (it is written as a quoted YAML
    /// scalar), but no other control character.
    package let title: String
    /// An absolute `http(s)` URL ending in `/`.
    package let baseURL: String
    /// The day the site is made: example pets are dated shortly before it, example charters sail
    /// in the next season after it.
    package let today: CalendarDate

    /// Checks and normalises the arguments: trims the title, adds the base URL's final `/`.
    /// Throws ``ScaffoldError/emptyTitle``,
    /// ``ScaffoldError/controlCharacterInTitle(_:)`` or ``ScaffoldError/invalidBaseURL(_:)``.
    package init(title: String = ScaffoldSettings.defaultTitle, baseURL: String = ScaffoldSettings.defaultBaseURL,
                today: CalendarDate) throws(ScaffoldError) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyTitle }
        if let control = trimmed.unicodeScalars.first(where: Self.isForbiddenInTitle) { throw .controlCharacterInTitle(control.value) }
        guard let url = Self.normalisedBaseURL(baseURL) else { throw .invalidBaseURL(baseURL) }
        self.title = trimmed
        self.baseURL = url
        self.today = today
    }

    /// True for the C0 and C1 control characters and DEL, except line feed, carriage return and tab.
    static func isForbiddenInTitle(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", scalar != "\r", scalar != "\t" else { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with a final `/` when it is an absolute `http` or `https` URL with a host, no white
    /// space or control characters, no query and no fragment; else `nil`.
    static func normalisedBaseURL(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        let forbidden = text.unicodeScalars.contains { scalar in
            scalar.isWhiteSpace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar == "?" || scalar == "#" || scalar == "\\"
        }
        guard !forbidden, let url = URL(string: text), let host = url.host, !host.isEmpty else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }
}
