/// A heading of a Markdown text.
package struct MarkdownHeading: Sendable, Hashable {
    /// 1 to 6.
    package var level: Int
    /// The `id` it was given (`departures-by-week`).
    package var id: String
    /// Its text without markup.
    package var text: String

    /// A heading.
    package init(level: Int, id: String, text: String) {
        self.level = level
        self.id = id
        self.text = text
    }
}
