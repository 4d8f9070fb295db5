import Foundation
import Testing
import WaymarkCore
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// A file whose bytes cannot be made (here: JSON that cannot encode a value) fails the build with
/// an error naming the file and where it comes from, instead of writing a stand-in such as `{}`.
@Suite struct RenderFailureTests {
    /// One feed-like job whose value JSON cannot encode (NaN), as a broken generator would produce.
    struct UnencodableFeed: SiteGenerator {
        var name: String { "unencodable" }
        func plan(_ site: SiteContent) -> GeneratorPlan {
            GeneratorPlan(jobs: [
                PageJob(path: OutputPath(trusted: ["broken.json"]), origin: "data/broken.yml", isPage: false, sitemap: nil,
                        isFeed: true) { _ in try SortedJSON.encode(["value": Double.nan]) },
            ])
        }
    }

    @Test(arguments: [BuildOptions.Mode.write, .validate])
    func failedRenderIsReportedAndNothingIsWritten(mode: BuildOptions.Mode) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appending("Output")
        _ = await FixtureBuild.run("basic", into: output)
        let before = try TemporaryFolder.snapshot(output)
        let builder = SiteBuilder(pageKinds: PageKinds(site: PageKinds.standard.site + [UnencodableFeed()]))
        let result = await FixtureBuild.run("basic", into: output, mode: mode, builder: builder)
        #expect(!result.succeeded)
        #expect(!result.wroteOutput)
        let headlines = result.diagnostics.map(\.headline)
        #expect(headlines.count == 1)
        #expect(headlines.first?.hasPrefix("data/broken.yml: error: could not render broken.json: ") == true)
        #expect(try TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.names(in: folder.path) == ["Output"])
    }
}
