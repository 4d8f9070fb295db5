/// The kinds of record that a `sources:` entry of `site.yml` may provide instead of `data/` files.
package enum RecordKind: String, Sendable, Hashable, CaseIterable {
    /// Charters, as in `data/charters/`.
    case charters
    /// Lost and found pet announcements, as in `data/announcements/`.
    case announcements
    /// Places, as in `data/places.yml`.
    case places

    /// The accepted values as written in messages.
    package static let expectedValues = "charters, announcements or places"
}
