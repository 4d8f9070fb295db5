/// A producer of output files: the Markdown pages, static files, and later charters, pets, airports
/// and feeds. Add a page kind by writing a generator and passing it to `SiteBuilder`.
///
/// `plan` runs once in the validate phase and must not render: it says which files will exist (so
/// menus, sitemaps and link checks see all of them) and returns the problems it found. The jobs'
/// `render` closures run later, in parallel.
public protocol SiteGenerator: Sendable {
    /// Shown in `--verbose` output.
    var name: String { get }
    /// The files this generator will write and the problems found while planning them.
    func plan(_ site: SiteContent) -> GeneratorPlan
}
