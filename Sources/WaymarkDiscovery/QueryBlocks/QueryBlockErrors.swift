import WaymarkModel

/// The problems of one ```` ```waymark ```` block, each at its key's line and column.
package struct QueryBlockErrors: Error, Sendable {
    /// The errors, in the order of the block's keys.
    package var diagnostics: [Diagnostic]

    /// Wraps diagnostics.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
