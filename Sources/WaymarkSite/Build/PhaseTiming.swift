/// The name and duration of one build phase.
public struct PhaseTiming: Sendable, Hashable {
    /// `load`, `validate`, `render` or `write`.
    public var name: String
    /// Wall-clock time spent.
    public var duration: Duration
    /// A short account of what the phase did, e.g. `12 pages, 3 static files`.
    public var detail: String
}
