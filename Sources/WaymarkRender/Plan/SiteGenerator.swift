/// A producer of output files: the Markdown pages, static files, and later charters, pets, airports
/// and feeds. Add a page kind by writing a generator and passing it to `SiteBuilder`.
///
/// `plan` runs once in the validate phase and must not render: it says which files will exist (so
/// menus, sitemaps and link checks see all of them) and returns the problems it found. The jobs'
/// `render` closures run later, in parallel.
package protocol SiteGenerator: Sendable {
    /// Shown in `--verbose` output.
    var name: String { get }
    /// The files this generator will write and the problems found while planning them.
    func plan(_ site: SiteContent) -> GeneratorPlan
    /// True when every job's bytes depend only on the site's data (`data/`, the geocode cache) and
    /// the shared render environment, never on Markdown pages; a preview or `--cache` build then
    /// keeps the plan, and keys each job without a fingerprint of its own by the data's fingerprint.
    /// Defaults to `false`.
    var rendersFromDataOnly: Bool { get }
}

extension SiteGenerator {
    /// Generators render from more than the data unless they say otherwise.
    package var rendersFromDataOnly: Bool { false }
}
