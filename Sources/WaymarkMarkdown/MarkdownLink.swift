/// A link or image target found in Markdown (site-absolute, or with a refused scheme), with its
/// position in that Markdown.
package struct MarkdownLink: Sendable, Hashable {
    /// The target as written, e.g. `/about/#team`.
    package var target: String
    /// 1-based line within the Markdown text (not the file: add the body's first line minus one).
    package var line: Int
    /// 1-based column.
    package var column: Int

    /// Creates a link.
    package init(target: String, line: Int, column: Int) {
        self.target = target
        self.line = line
        self.column = column
    }
}
