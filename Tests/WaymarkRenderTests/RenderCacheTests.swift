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
}
