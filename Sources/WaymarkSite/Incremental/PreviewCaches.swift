import WaymarkRender

/// What a long-lived process (`waymark serve`) keeps between builds, behind one value: the parsed
/// Markdown files (``ContentPageCache``), the data phase and the data-only plans (``DataStageCache``),
/// and the rendered files (``RenderCache``). A ``SiteBuilder`` with none rebuilds everything, as
/// `waymark build` does (its cross-process `--cache` keeps fingerprints on disk instead, ``BuildCache``).
/// The three always come together: a render cache without the parse and data caches would reuse
/// nothing, since fingerprints are made from what they hold.
package final class PreviewCaches: Sendable {
    /// Parsed Markdown files, by file and bytes.
    package let content = ContentPageCache()
    /// The data phase's output and the plans of data-only generators, by the data's fingerprint.
    package let data = DataStageCache()
    /// Rendered files, by job fingerprint.
    package let render = RenderCache()

    /// Empty caches.
    package init() {}
}
