import Foundation
import Testing
@testable import WaymarkSite

/// `waymark build --cache` after the build cache recorded the output's folders (``OutputListing``):
/// the next build reads only the folders whose stamps changed, and an output changed by hand after
/// the folders were recorded still ends as a clean build's.
@Suite struct ListedOutputRebuildTests {
    /// A cached build of `basic`, then — once its folders' stamps have settled — an edited rebuild
    /// that records them. Returns the site.
    static func recordedSite() async throws -> BuildCacheTests.CachedSite {
        let site = try BuildCacheTests.CachedSite("basic")
        try #require(await site.build().wroteOutput)
        try await Task.sleep(for: .seconds(OutputFolderStamp.settling + 1))
        try site.copy.edit("pages/about.md", replacing: "weight: 1\n---\n", with: "weight: 1\n---\nA new first line.\n")
        let recorded = await site.build()
        try #require(recorded.wroteOutput, "\(recorded.diagnostics)")
        let file = try BuildCacheFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: site.cacheFile))))
        #expect(file.folders.count > 3, "the folders the rebuild left as they were are recorded")
        #expect(!file.folders.contains { $0.path == "about" }, "the rebuild changed the about page's folder")
        return site
    }

    /// The render phase's count of folders taken from the listing.
    static func listedFolders(_ result: BuildResult) -> Int? {
        guard let detail = result.phases.first(where: { $0.name == "render" })?.detail,
              let range = detail.range(of: " as the build cache recorded them") else { return nil }
        return Int(detail[..<range.lowerBound].split(separator: " ").last ?? "")
    }

    @Test func aRebuildReadsOnlyTheFoldersThatChanged() async throws {
        let site = try await Self.recordedSite()
        try site.copy.edit("pages/about.md", replacing: "A new first line.\n", with: "Another first line.\n")
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect((Self.listedFolders(again) ?? 0) > 3, "\(again.phases.map(\.detail))")
        try await site.expectSameAsClean("after a rebuild that read the output through the listing")
    }

    @Test(arguments: ["stray file", "file removed", "file rewritten", "folder made a link", "empty folder"])
    func anOutputChangedByHandAfterTheListingEndsAsACleanBuild(_ change: String) async throws {
        let site = try await Self.recordedSite()
        let deep = try #require(try TemporaryFolder.snapshot(site.output).keys.filter {
            $0.split(separator: "/").count >= 3 && !$0.hasPrefix("about/")
        }.sorted().first)
        let path = site.output + "/" + deep
        let folder = (path as NSString).deletingLastPathComponent
        let manager = FileManager.default
        switch change {
        case "stray file": try Data("stray\n".utf8).write(to: URL(fileURLWithPath: folder + "/stray.html"))
        case "file removed": try manager.removeItem(atPath: path)
        case "file rewritten":
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            bytes[bytes.startIndex] ^= 0x20
            try bytes.write(to: URL(fileURLWithPath: path))
        case "folder made a link":
            try manager.removeItem(atPath: folder)
            try manager.createSymbolicLink(atPath: folder, withDestinationPath: "..")
        default: try manager.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: false)
        }
        // The same inputs: the build finds the output is not the one recorded, and updates it.
        let again = await site.build()
        try #require(again.wroteOutput, "\(again.diagnostics)")
        #expect((Self.listedFolders(again) ?? 0) > 0, "\(change): \(again.phases.map(\.detail))")
        try await site.expectSameAsClean("after \(change) in \(deep)")
        let next = await site.build()
        #expect(next.phases.contains { $0.detail.contains("nothing to write") }, "\(change): the output is this build's again")
    }
}
