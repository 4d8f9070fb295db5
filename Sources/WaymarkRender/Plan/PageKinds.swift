/// The generators a build runs: `site` for `waymark build` and `serve`, `markdownReports` for a
/// `--format markdown` build. The build runs whatever it is given; WaymarkPages defines Waymark's
/// own page kinds (`PageKinds.standard`), which the `waymark` executable passes in.
package struct PageKinds: Sendable {
    /// The producers of a site's output files, in order; later generators cannot overwrite earlier
    /// files (two jobs for one path is an error).
    package var site: [any SiteGenerator]
    /// The producers of a `--format markdown` build.
    package var markdownReports: [any SiteGenerator]

    /// Page kinds from their generators.
    package init(site: [any SiteGenerator], markdownReports: [any SiteGenerator] = []) {
        self.site = site
        self.markdownReports = markdownReports
    }
}
