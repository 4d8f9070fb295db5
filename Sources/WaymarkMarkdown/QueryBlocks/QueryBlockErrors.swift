import WaymarkModel

/// The problems of one ```` ```waymark ```` block, each at its key's line and column.
public struct QueryBlockErrors: Error, Sendable {
    /// The errors, in the order of the block's keys.
    public var diagnostics: [Diagnostic]

    /// Wraps diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
