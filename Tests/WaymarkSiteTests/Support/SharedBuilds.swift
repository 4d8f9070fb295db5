@testable import WaymarkSite

/// Fixture builds shared by the GeoJSON suites: each is built once per test process, on first use,
/// so adding checks does not add builds (a saturated cooperative pool starves the preview-server
/// tests that run beside them). Tests only read the results.
enum SharedBuilds {
    private static let petsCharters = Task { await PetsChartersFixture.build() }
    private static let aviationHTML = Task { await AviationFixture.build() }
    private static let aviationMarkdown = Task { await AviationFixture.build(format: .markdown) }

    /// `pets-charters`, as ``PetsChartersFixture/build(siteFolder:strict:)`` builds it.
    static func petsChartersSite() async -> PetsChartersFixture { await petsCharters.value }

    /// The aviation fixture built as HTML (`markdown: false`) or as Markdown reports.
    static func aviation(markdown: Bool = false) async -> BuildResult {
        await (markdown ? aviationMarkdown : aviationHTML).value
    }
}
