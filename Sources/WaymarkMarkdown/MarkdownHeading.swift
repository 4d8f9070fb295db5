/// A heading of a Markdown text.
public struct MarkdownHeading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The `id` it was given (`departures-by-week`).
    public var id: String
    /// Its text without markup.
    public var text: String

    /// A heading.
    public init(level: Int, id: String, text: String) {
        self.level = level
        self.id = id
        self.text = text
    }
}
