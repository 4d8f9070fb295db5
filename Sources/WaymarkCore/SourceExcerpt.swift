/// A few numbered lines of a source file around a problem, the offending one marked, for messages
/// and the preview server's error page. Built from ``SourceFile`` (one line-ending rule) or, when
/// the file cannot be read, from the one line a diagnostic quoted.
package struct SourceExcerpt: Sendable, Hashable {
    /// One numbered line of source.
    package struct Line: Sendable, Hashable {
        /// 1-based line number.
        package var number: Int
        /// The line without its ending.
        package var text: String
        /// Whether this is the line the problem is on.
        package var isOffending: Bool

        /// A line.
        package init(number: Int, text: String, isOffending: Bool) {
            self.number = number
            self.text = text
            self.isOffending = isOffending
        }
    }

    /// The lines, in file order.
    package var lines: [Line]
    /// 1-based column of the caret on the offending line; 0 for none.
    package var column: Int

    /// An excerpt of `lines` with the caret at `column`.
    package init(lines: [Line], column: Int) {
        self.lines = lines
        self.column = column
    }
}
