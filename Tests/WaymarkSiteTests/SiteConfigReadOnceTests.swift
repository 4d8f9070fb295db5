import Foundation
import Synchronization
import Testing
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// `site.yml` is read by the load phase and by nothing after it: the caches key what it decides by
/// the digest the load took (``SiteConfig/sourceDigest``), in `serve` and under `--cache` alike.
@Suite struct SiteConfigReadOnceTests {
    /// `FileIO.local` that counts the reads of files named `site.yml`.
    private final class ConfigReads: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        var io: FileIO {
            var io = FileIO.local
            io.read = { path in
                if path.hasSuffix("/site.yml") { self.count.withLock { $0 += 1 } }
                return try FileIO.local.read(path)
            }
            return io
        }
    }

    @Test func aPreviewBuildReadsSiteYmlOnce() async throws {
        let site = try IncrementalSite("multilingual")
        let reads = ConfigReads()
        var builder = SiteBuilder(pageKinds: .standard)
        builder.caches = site.caches
        builder.io = reads.io
        let options = BuildOptions(siteFolder: site.site, outputFolder: site.folder.appending("unused"),
                                   today: FixtureBuild.today, mode: .validate, displayFolder: "site")
        for build in 1...2 {
            let result = await builder.build(options)
            #expect(result.succeeded, "\(result.diagnostics)")
            #expect(reads.value == build)
        }
    }

    @Test func aCachedBuildReadsSiteYmlOnce() async throws {
        let site = try IncrementalSite("aviation")
        for build in 1...2 {
            // Unchanged inputs skip the build before load, so the second one follows an edit.
            if build == 2 { try site.edit("reports/nearby.md", replacing: "nearest: 5", with: "nearest: 3") }
            let reads = ConfigReads()
            var builder = SiteBuilder(pageKinds: .standard)
            builder.io = reads.io
            var options = BuildOptions(siteFolder: site.site, outputFolder: site.folder.appending("Output"),
                                       today: FixtureBuild.today, displayFolder: "site")
            options.cacheFolder = site.folder.appending("cache")
            let result = await builder.build(options)
            #expect(result.wroteOutput, "build \(build): \(result.diagnostics)")
            #expect(reads.value == 1, "build \(build)")
        }
    }
}
