import WaymarkModel

/// What a generator will produce.
package struct GeneratorPlan: Sendable {
    /// One job per output file.
    package var jobs: [PageJob]
    /// Errors and warnings found while planning.
    package var diagnostics: [Diagnostic]
    /// Feeds to advertise in every page's `<head>` (`<link rel="alternate">`).
    package var feedLinks: [FeedLink]
    /// Links written by authors that must lead to a file of the build; each one that does not is a
    /// warning at its location.
    package var links: [LinkReference]

    /// Creates a plan.
    package init(jobs: [PageJob] = [], diagnostics: [Diagnostic] = [], feedLinks: [FeedLink] = [],
                links: [LinkReference] = []) {
        self.jobs = jobs
        self.diagnostics = diagnostics
        self.feedLinks = feedLinks
        self.links = links
    }
}
