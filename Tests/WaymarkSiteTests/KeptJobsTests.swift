import Testing
@testable import WaymarkOutput
@testable import WaymarkRender
@testable import WaymarkSite

/// Which jobs an in-place update leaves alone (``SiteBuilder/sortKept(_:paths:recorded:scan:)``): only
/// a job with the recorded fingerprint whose file still has the recorded stamp, whichever part of
/// the jobs it falls in; and the stamps the cache saves after it (``SiteBuilder/KnownStamps``).
@Suite struct KeptJobsTests {
    static func job(_ path: String, _ fingerprint: UInt64?) -> PageJob {
        PageJob(path: OutputPath(path)!, origin: "test", isPage: true, sitemap: nil, fingerprint: fingerprint) { _ in [] }
    }

    static func stamp(_ size: UInt64, _ seconds: Int64 = 1_700_000_000) -> OutputStamp {
        OutputStamp(size: size, seconds: seconds, nanoseconds: 5)
    }

    /// 20,000 jobs (several parts on every core), each of one kind by its number: kept; another
    /// fingerprint; no fingerprint; not recorded; its file changed since the cache recorded it;
    /// its file gone from the output.
    @Test func keepsOnlyRecordedJobsWithUnchangedFiles() {
        var jobs: [PageJob] = []
        var recorded: [String: BuildCacheFile.Entry] = [:]
        var scan = OutputScan()
        var expectedPending: [Int] = [], expectedAbsent: [String] = []
        var keptBytes = 0
        for index in 0..<20_000 {
            let path = "p/\(index)/index.html"
            let kind = index % 6
            jobs.append(Self.job(path, kind == 2 ? nil : UInt64(index)))
            if kind != 3 { recorded[path] = BuildCacheFile.Entry(path: path, job: kind == 1 ? UInt64(index) + 1_000_000 : UInt64(index), stamp: Self.stamp(UInt64(index))) }
            if kind != 5 { scan.files[path] = Self.stamp(UInt64(index), kind == 4 ? 1_700_000_001 : 1_700_000_000) }
            if kind == 0 { keptBytes += index } else { expectedPending.append(index) }
            if kind == 5 { expectedAbsent.append(path) }
        }
        let sorted = SiteBuilder.sortKept(jobs, paths: jobs.map(\.path.description), recorded: recorded, scan: scan)
        #expect(sorted.kept == 20_000 / 6 + 1)
        #expect(sorted.keptBytes == keptBytes)
        #expect(sorted.pending == expectedPending)
        #expect(sorted.absent == expectedAbsent)
    }

    @Test func staleStampsAreNotKnown() {
        let known = SiteBuilder.KnownStamps(stamps: ["a.html": Self.stamp(1), "b.html": Self.stamp(2)], stale: ["b.html"])
        #expect(known["a.html"] == Self.stamp(1))
        #expect(known["b.html"] == nil)
        #expect(known["c.html"] == nil)
    }
}
