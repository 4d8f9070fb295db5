/// A site-absolute link or image target found in Markdown, with its position in that Markdown.
public struct MarkdownLink: Sendable, Hashable {
    /// The target as written, e.g. `/about/#team`.
    public var target: String
    /// 1-based line within the Markdown text (not the file: add the body's first line minus one).
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a link.
    public init(target: String, line: Int, column: Int) {
        self.target = target
        self.line = line
        self.column = column
    }
}
