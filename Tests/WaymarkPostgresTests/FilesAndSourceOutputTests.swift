import Foundation
import Testing
import WaymarkModel
import WaymarkSite

/// The same records as `data/` files (`Tests/Fixtures/postgres/files-site`) and read from PostgreSQL
/// (`source-site`, the tables of `fixture.sql`) give byte-identical output trees.
@Suite(TestServer.required) struct FilesAndSourceOutputTests {
    @Test func outputIsByteIdentical() async throws {
        let environment = ["WAYMARK_FIXTURE_DSN": try TestServer.readerURL()]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-pg-identical-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fromFiles = await SiteFolder.build(SiteFolder.fixture("files-site"), into: folder + "/files", environment: [:])
        let fromSource = await SiteFolder.build(SiteFolder.fixture("source-site"), into: folder + "/source", environment: environment)
        #expect(fromFiles.succeeded, "\(fromFiles.diagnostics)")
        #expect(fromSource.succeeded, "\(fromSource.diagnostics)")
        #expect(fromSource.diagnostics.map(\.message) == fromFiles.diagnostics.map(\.message))

        let files = try SiteFolder.snapshot(folder + "/files")
        let source = try SiteFolder.snapshot(folder + "/source")
        // Not two empty trees: every record's page is there, private charters are not.
        for page in ["pets/announcements/fiji-east/index.html", "pets/announcements/fiji-west/index.html",
                     "pets/announcements/north-pole/index.html", "pets/announcements/south-pole/index.html",
                     "pets/announcements/lyon-address/index.html", "pets/taveuni/index.html", "pets/north-pole/index.html",
                     "pets/lyon-presqu-ile/index.html", "charters/fiji-loop/index.html", "charters/arctic/index.html",
                     "charters/split-week/index.html"] {
            #expect(files[page] != nil, "missing \(page)")
        }
        #expect(files["charters/secret/index.html"] == nil)
        #expect(files.count > 50)
        #expect(Set(source.keys) == Set(files.keys))
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) where source[path] != bytes {
            Issue.record("\(path) differs between the files build and the PostgreSQL build")
        }
    }

    /// Both sides of the 180th meridian and both poles arrive as exactly the doubles the files give.
    @Test func fixturePointsArriveExactly() async throws {
        let environment = ["WAYMARK_FIXTURE_DSN": try TestServer.readerURL()]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-pg-points-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = await SiteFolder.build(SiteFolder.fixture("source-site"), into: folder, environment: environment)
        let data = try #require(result.data)
        func position(_ id: String) -> [Double]? {
            data.announcements.first { $0.id == id }?.coordinate.map { [$0.latitude, $0.longitude] }
        }
        #expect(position("fiji-east") == [-16.8, 179.99])
        #expect(position("fiji-west") == [-16.81, -179.99])
        #expect(position("north-pole") == [90, 0])
        #expect(position("south-pole") == [-90, 0])
        #expect(data.charters.first { $0.id == "fiji-dateline" }?.coordinate.map { [$0.latitude, $0.longitude] } == [-16.5, -179.98])
        #expect(data.charters.first { $0.id == "fiji-loop" }?.tags == ["reef", "diving"])
        #expect(data.places.first { $0.slug == "north-pole" }?.radiusKm == 25.5)
        #expect(data.droppedPrivateCharters == 1)
        #expect(data.announcements.first { $0.id == "lyon-active" }?.status == .lost)
        #expect(data.announcements.first { $0.id == "north-pole" }?.location == SourceLocation(path: "postgres:announcements:north-pole"))
    }
}
