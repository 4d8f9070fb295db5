import Foundation
import Testing
import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender
import WaymarkOutput
@testable import WaymarkSite
@testable import WaymarkTheme

/// The shortcuts that make a `--cache` rebuild after one edited record faster (docs/scale.md,
/// "Rebuilds that redo only what changed") give what the plain way gave.
@Suite struct OneEditRebuildTests {
    /// ``PetCatalog`` keeps the data stage's order by id without sorting again, and sorts the open
    /// announcements through indexes: the same lists as sorting the records, whatever order they come in.
    @Test(arguments: ["as loaded", "reversed", "shuffled"])
    func thePetCatalogOrdersAnnouncementsWhateverOrderTheyCome(_ order: String) async throws {
        let site = await SharedBuilds.petsChartersSite()
        var data = try #require(site.result.data)
        try #require(data.announcements.count > 3)
        var generator = SeededGenerator(seed: 16)
        switch order {
        case "reversed": data.announcements.reverse()
        case "shuffled": data.announcements.shuffle(using: &generator)
        default: break
        }
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        let content = SiteContent(config: SiteConfig(title: "T", baseURL: PetsChartersFixture.baseURL), pages: [], theme: theme,
                                  today: PetsChartersFixture.today, siteFolder: "/nowhere", displayFolder: "site", io: .local, data: data)
        let catalog = PetCatalog(content)
        #expect(catalog.announcements.map(\.id) == data.announcements.map(\.id).sorted())
        let expected = data.announcements.filter { $0.status != .closed }.sorted(by: PetCatalog.cardOrderIgnoringStatus)
        #expect(catalog.open.map(\.id) == expected.map(\.id))
        #expect(catalog.open.contains { $0.status == .found } && !catalog.open.contains { $0.status == .closed })
    }

    /// The cache's stamps, taken on every core in parts, are each file's own and in order, with
    /// none for what is not a regular file (a folder, a symbolic link, a missing file).
    @Test func stampsTakenInPartsAreInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-stamps-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for index in 0..<9_000 {
            let path = "sub/f\(index).txt"
            try Data(repeating: 65, count: index % 97).write(to: URL(fileURLWithPath: folder + "/" + path))
            paths.append(path)
        }
        try FileManager.default.createDirectory(atPath: folder + "/sub/folder", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/link", withDestinationPath: "f1.txt")
        paths.insert("sub/folder", at: 17)
        paths.insert("sub/link", at: 5_000)
        paths.insert("sub/missing", at: 8_500)
        let stamps = SiteBuilder.stamps(of: paths, in: folder, io: .local)
        #expect(stamps.count == paths.count)
        #expect(stamps == paths.map { OutputStamp.of(folder + "/" + $0, io: .local) })
        #expect(stamps[17] == nil && stamps[5_000] == nil && stamps[8_500] == nil)
        #expect(stamps.compactMap { $0 }.count == 9_000)
        #expect(stamps[9_002]?.size == UInt64(8_999 % 97))
    }
}
