import Testing
import WaymarkOutput
@testable import WaymarkRender

/// The render cache `serve` keeps: bytes come back only for the same path, job and environment
/// fingerprints, and after each build it holds exactly that build's files.
@Suite struct RenderCacheTests {
    private func job(_ path: String, _ fingerprint: UInt64?) -> PageJob {
        PageJob(path: OutputPath(trusted: path.split(separator: "/").map(String.init)), origin: path, isPage: true,
                sitemap: nil, fingerprint: fingerprint) { _ in [] }
    }

    private func file(_ path: String, _ fingerprint: UInt64, _ text: String) -> (path: OutputPath, job: UInt64, bytes: [UInt8]) {
        (OutputPath(trusted: path.split(separator: "/").map(String.init)), fingerprint, Array(text.utf8))
    }

    @Test func bytesComeBackForTheSameFingerprintsOnly() {
        let cache = RenderCache()
        cache.replace(with: [file("a/index.html", 1, "A"), file("b/index.html", 2, "B")], environment: 7,
                      reused: 0, rendered: [])
        let found = cache.bytes(for: [job("a/index.html", 1), job("b/index.html", 3), job("c/index.html", 1),
                                      job("a/index.html", nil)], environment: 7)
        #expect(found == [Array("A".utf8), nil, nil, nil])
        #expect(cache.bytes(for: [job("a/index.html", 1)], environment: 8) == [nil])
    }

    @Test func aBuildWithoutAFileDropsIt() {
        let cache = RenderCache()
        cache.replace(with: [file("a/index.html", 1, "A"), file("b/index.html", 2, "B")], environment: 7,
                      reused: 0, rendered: [])
        cache.replace(with: [file("a/index.html", 1, "A2"), file("c/index.html", 3, "C")], environment: 7,
                      reused: 1, rendered: [OutputPath(trusted: ["c", "index.html"])])
        let found = cache.bytes(for: [job("a/index.html", 1), job("b/index.html", 2), job("c/index.html", 3)], environment: 7)
        #expect(found == [Array("A2".utf8), nil, Array("C".utf8)])
        #expect(cache.lastReusedCount == 1)
        #expect(cache.lastRenderedPaths == ["c/index.html"])
    }

    /// The jobs of the next build are found beside the last build's files while they line up, and
    /// by path once a page was added or removed, before or between them.
    @Test func filesAreFoundWhetherTheJobsLineUpOrNot() {
        let cache = RenderCache()
        let names = (0..<50).map { "p\($0)/index.html" }
        cache.replace(with: names.enumerated().map { file($1, UInt64($0), $1) }, environment: 7, reused: 0, rendered: [])
        let same = cache.bytes(for: names.enumerated().map { job($1, UInt64($0)) }, environment: 7)
        #expect(same == names.map { Array($0.utf8) })
        // One page added at the front, one removed in the middle, one job without a fingerprint.
        var shifted = names.enumerated().map { job($1, UInt64($0)) }
        shifted.remove(at: 20)
        shifted.insert(job("new/index.html", 99), at: 0)
        shifted.insert(job("sitemap.xml", nil), at: 10)
        let found = cache.bytes(for: shifted, environment: 7)
        #expect(found == shifted.map { job in job.fingerprint.flatMap { $0 == 99 ? nil : Array(job.path.description.utf8) } })
        // The same files in reverse order.
        let reversed = names.enumerated().map { job($1, UInt64($0)) }.reversed()
        #expect(cache.bytes(for: Array(reversed), environment: 7) == names.reversed().map { Array($0.utf8) })
    }
}
