/// The name and duration of one build phase.
package struct PhaseTiming: Sendable, Hashable {
    /// `load`, `validate`, `render` or `write`.
    package var name: String
    /// Wall-clock time spent.
    package var duration: Duration
    /// A short account of what the phase did, e.g. `12 pages, 3 static files`.
    package var detail: String
}
