import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// `--shard K/N`: disjoint parts of the output whose union is the full build, byte for byte.
@Suite struct OutputShardTests {
    @Test func parses() {
        #expect(OutputShard("2/4") == OutputShard(index: 2, count: 4))
        #expect(OutputShard("1/1")?.description == "1/1")
        for bad in ["0/4", "5/4", "2/0", "2", "a/b", "2/4/8", "-1/4", ""] { #expect(OutputShard(bad) == nil, "\(bad)") }
    }

    /// Every path is in exactly one shard, and the split is the same for every process (FNV-1a).
    @Test func partitionIsDisjointAndStable() throws {
        let paths = (0..<2_000).map { "pets/announcements/pet-\($0)/index.html" } + ["index.html", "sitemap.xml", "robots.txt"]
        let shards = (1...4).compactMap { OutputShard(index: $0, count: 4) }
        for path in paths { #expect(shards.filter { $0.contains(path) }.count == 1) }
        let sizes = shards.map { shard in paths.filter(shard.contains).count }
        #expect(sizes.allSatisfy { $0 > 400 && $0 < 600 }, "\(sizes)")
        // Pinned: a change of the hash would move files between machines of one CI run.
        #expect(shards.filter { $0.contains("index.html") }.map(\.index) == [1])
        #expect(shards.filter { $0.contains("sitemap.xml") }.map(\.index) == [3])
    }

    /// The pets and charters fixture, and the cards fixture, whose share cards (`card.png`) are
    /// files like any other.
    @Test(arguments: ["pets-charters", "cards"])
    func unionOfShardsIsTheFullBuild(_ fixture: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let full = await FixtureBuild.run(fixture, into: folder.appending("full"))
        #expect(full.succeeded)
        let whole = try TemporaryFolder.snapshot(folder.appending("full"))
        if fixture == "cards" { #expect(whole.keys.filter { $0.hasSuffix("card.png") }.count >= 3, "the site card and two announcements' cards") }
        var union: [String: [UInt8]] = [:]
        for k in 1...3 {
            let shard = try #require(OutputShard(index: k, count: 3))
            var options = BuildOptions(siteFolder: RepositoryPaths.fixtureSite(fixture), outputFolder: folder.appending("shard-\(k)"),
                                       today: FixtureBuild.today, displayFolder: fixture)
            options.shard = shard
            let result = await SiteBuilder(pageKinds: .standard).build(options)
            #expect(result.succeeded)
            let files = try TemporaryFolder.snapshot(folder.appending("shard-\(k)"))
            #expect(!files.isEmpty)
            #expect(result.fileCount == files.count)
            for (path, bytes) in files {
                #expect(union[path] == nil, "\(path) is in two shards")
                union[path] = bytes
            }
        }
        #expect(union.count == whole.count)
        #expect(union == whole)
    }
}
