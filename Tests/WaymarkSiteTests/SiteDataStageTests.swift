import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkData
import WaymarkDiscovery
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel
import WaymarkPages
@testable import WaymarkResolve
@testable import WaymarkSite

/// The data phase wired into the build: data errors fail it, geocoding fills coordinates, the
/// discovery index and the data reach every generator.
@Suite struct SiteDataStageTests {
    @Test func dataErrorFailsTheBuildAndLeavesOutputUntouched() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.appending("site")
        try FileManager.default.createDirectory(atPath: site + "/data/charters", withIntermediateDirectories: true)
        try "title: Broken\nbaseURL: https://broken.example.org/\n".write(toFile: site + "/site.yml", atomically: true, encoding: .utf8)
        try "- id: bad-lat\n  name: Bad latitude\n  latitude: 120\n  longitude: 16.4\n"
            .write(toFile: site + "/data/charters/bad.yml", atomically: true, encoding: .utf8)
        let output = folder.appending("Output")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "previous\n".write(toFile: output + "/marker.txt", atomically: true, encoding: .utf8)
        let options = BuildOptions(siteFolder: site, outputFolder: output, today: PetsChartersFixture.today, displayFolder: "site")
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        #expect(!result.succeeded)
        #expect(!result.wroteOutput)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.location.path == "site/data/charters/bad.yml" && $0.location.line == 3 })
        #expect(TemporaryFolder.names(in: output) == ["marker.txt"])
        #expect(result.phases.map(\.name).starts(with: ["load", "data"]))
    }

    /// `waymark query` and `waymark build` run the one data stage (``DataResolver``): the same
    /// records, positions and countries come out of both.
    @Test func queryAndBuildResolveTheSameRecords() async throws {
        let site = RepositoryPaths.fixtureSite("pets-charters")
        let records = await SiteRecords.load(siteFolder: site, displayFolder: "site", today: PetsChartersFixture.today)
        let build = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: site, outputFolder: "/nonexistent/unused",
                                                           today: PetsChartersFixture.today, mode: .validate, displayFolder: "site"))
        let built = try #require(build.data)
        #expect(!records.data.charters.isEmpty && !records.data.announcements.isEmpty)
        #expect(built.charters == records.data.charters)
        #expect(built.announcements == records.data.announcements)
        #expect(built.places == records.data.places)
        #expect(built.charters.contains { $0.countryCode != nil }, "countries are filled in by the resolver")
    }

    @Test func geocodingFillsCoordinatesAndManualOnesWin() async throws {
        let site = await PetsChartersFixture.build()
        let data = try #require(site.result.data)
        let geocoded = try #require(data.announcements.first { $0.id == "geocoded-found" }?.coordinate)
        #expect(abs(geocoded.latitude - 59.33) < 0.05 && abs(geocoded.longitude - 18.07) < 0.05, "Stockholm, Sweden")
        let santorini = try #require(data.charters.first { $0.id == "sail-geocoded" }?.coordinate)
        #expect(abs(santorini.latitude - 36.4) < 0.3 && abs(santorini.longitude - 25.4) < 0.3)
        let manual = try #require(data.charters.first { $0.id == "sail-upcoming" }?.coordinate)
        #expect(manual.latitude == 43.17 && manual.longitude == 16.44, "the record's own coordinate, though its destination is Hvar")
        #expect(data.charters.contains { $0.id == "sail-nowhere" && $0.coordinate == nil })
        #expect(!data.charters.contains { $0.visibility == .private })
    }

    @Test func unresolvedTextsAreWarningsAtTheirFieldAndErrorsWhenStrict() async throws {
        let site = await PetsChartersFixture.build()
        let expected = "pets-charters/data/places.yml:17:10: warning: query \"Qqxzv Zzyzxq\" was not found in the gazetteer: expected a city, island or sailing region, optionally followed by a country, e.g. \"Split, Croatia\""
        #expect(site.result.diagnostics.map(\.headline).contains(expected))
        #expect(site.result.succeeded)
        let strict = await PetsChartersFixture.build(strict: true)
        #expect(strict.result.diagnostics.map(\.headline).contains(expected.replacingOccurrences(of: ": warning: ", with: ": error: ")))
        #expect(strict.result.files.isEmpty)
    }

    @Test func siteWithoutDataGetsNoRecordPages() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = await FixtureBuild.run("basic", into: folder.appending("Output"), mode: .validate)
        #expect(result.succeeded)
        #expect(!result.files.contains { $0.path.description.hasPrefix("charters/") || $0.path.description.hasPrefix("pets/") })
    }

    /// A gazetteer that cannot be read is reported, not skipped: the nearest-place lookup returns
    /// the error for the data stage, and fills in nothing.
    @Test func unreadableGazetteerIsReturnedNotSwallowed() {
        let here = SourceLocation(path: "data/announcements/a.yml", line: 1, column: 1)
        var data = SiteData(announcements: [
            Announcement(id: "a", status: .lost, coordinate: Coordinate(latitude: 43.5, longitude: 16.44), location: here),
        ])
        var geocoded = GeocodedPlaces()
        let failure = NearestPlaces.assign(to: &data, geocoded: &geocoded) { () throws(GazetteerError) -> Gazetteer in
            throw GazetteerError.missingResource("places.bin")
        }
        #expect(failure == .missingResource("places.bin"))
        #expect(geocoded.nearestToAnnouncements.isEmpty)
        // With the embedded gazetteer the same record gets its nearest place, and nothing fails.
        #expect(NearestPlaces.assign(to: &data, geocoded: &geocoded) == nil)
        #expect(geocoded.nearestToAnnouncements["a"] != nil)
    }
}
