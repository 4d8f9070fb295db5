/// Where a build reports how far it has got, for a progress line on a terminal (`waymark build` and
/// `check` when standard error is a terminal). Inject one with `SiteBuilder.progress`; a builder
/// without one reports nothing.
///
/// `update` is called from one task at a time, in order: once with `total` 0 when a phase without a
/// count starts (`load`, `data`, `validate`), then during `render` once per finished file with `done`
/// counting up by one from 1 to `total` (files planned). It must be cheap: it runs once per file.
package struct BuildProgress: Sendable {
    /// Receives the phase name (`load`, `data`, `validate`, `render`), the files done and the files
    /// planned (0 for a phase without a count).
    package var update: @Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void

    /// Creates a sink from its closure.
    package init(update: @escaping @Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void) {
        self.update = update
    }
}
