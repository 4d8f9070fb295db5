/// Who may see a charter (docs/geo.md, "Charter discovery and visibility").
///
/// Only `public` charters are discoverable; `unlisted` ones get a page but appear in no listing,
/// map or feed; `private` ones are dropped when the data is loaded and never reach Output.
package enum CharterVisibility: String, Sendable, Hashable, CaseIterable, Codable {
    /// Dropped at load; never written.
    case `private`
    /// Has its own page, but is not listed, mapped or fed.
    case unlisted
    /// Discoverable everywhere.
    case `public`

    /// The accepted spellings, in the order shown in messages: `private, unlisted or public`.
    package static let expectedValues = "private, unlisted or public"
}
