import Foundation
import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkData

/// Charters, announcements and places from YAML, JSON and CSV, mixed in one folder.
@Suite struct RecordLoaderTests {
    @Test func chartersFromEveryFormatSortedByIDWithoutPrivateOnes() async throws {
        let ((charters, dropped), problems) = await SiteData.loadCharters(siteDirectory: FixturePaths.validSite)
        #expect(problems.isEmpty, "\(problems)")
        #expect(charters.map(\.id) == ["gotland", "hvar-weekend", "qamea", "sandhamn", "split-week", "taveuni-dateline"])
        #expect(dropped == 1)
    }

    @Test func yamlCharterHasEveryFieldTypedAndLocated() async throws {
        let ((charters, _), _) = await SiteData.loadCharters(siteDirectory: FixturePaths.validSite)
        let split = try #require(charters.first { $0.id == "split-week" })
        #expect(split.name == "Split week")
        #expect(split.boat == "Modra Lasta")
        #expect(split.vesselType == "sailing yacht")
        #expect(split.captain == "Ivana Marić")
        #expect(split.destination == "Split, Croatia")
        #expect(split.coordinate == Coordinate(latitude: 43.5069, longitude: 16.4392))
        #expect(split.placeId == "split-harbour")
        #expect(split.region == "Dalmatia")
        #expect(split.start == CalendarDate(year: 2025, month: 6, day: 7))
        #expect(split.end == CalendarDate(year: 2025, month: 6, day: 14))
        #expect(split.visibility == .public)
        #expect(split.berths == 8)
        #expect(split.tags == ["island hopping", "family"])
        #expect(split.description == "Seven days from **Split**.\nSwims every afternoon.")
        #expect(split.location == SourceLocation(path: "data/charters/a.yml", line: 1, column: 3))
        #expect(split.destinationLocation == SourceLocation(path: "data/charters/a.yml", line: 6, column: 16))
        #expect(!split.needsGeocoding)
        let hvar = try #require(charters.first { $0.id == "hvar-weekend" })
        #expect(hvar.visibility == .unlisted)
        #expect(hvar.coordinate == nil)
        #expect(hvar.needsGeocoding)
    }

    @Test func jsonCharterKeepsEscapesAndAntimeridianLongitudes() async throws {
        let ((charters, _), _) = await SiteData.loadCharters(siteDirectory: FixturePaths.validSite)
        let taveuni = try #require(charters.first { $0.id == "taveuni-dateline" })
        #expect(taveuni.coordinate == Coordinate(latitude: -16.85, longitude: 179.8))
        #expect(taveuni.description == "Line one\nLine two")
        #expect(taveuni.tags == ["antimeridian", "reef"])
        #expect(taveuni.berths == 4)
        #expect(taveuni.location == SourceLocation(path: "data/charters/b.json", line: 2, column: 3))
        let qamea = try #require(charters.first { $0.id == "qamea" })
        #expect(qamea.name == "Qamea été")
        #expect(qamea.coordinate?.longitude == -179.9)
        #expect(qamea.location == SourceLocation(path: "data/charters/b.json", line: 13, column: 3))
    }

    @Test func csvCharterUsesSemicolonTagsAndTheLineAQuotedRowStartsOn() async throws {
        let ((charters, _), _) = await SiteData.loadCharters(siteDirectory: FixturePaths.validSite)
        let sandhamn = try #require(charters.first { $0.id == "sandhamn" })
        #expect(sandhamn.name == "Sandhamn, archipelago")
        #expect(sandhamn.tags == ["islands", "swimming"])
        #expect(sandhamn.location == SourceLocation(path: "data/charters/c.csv", line: 2, column: 1))
        #expect(sandhamn.destinationLocation == SourceLocation(path: "data/charters/c.csv", line: 2, column: 3))
        let gotland = try #require(charters.first { $0.id == "gotland" })
        #expect(gotland.name == "Gotland\ncrossing")
        #expect(gotland.coordinate == nil)
        #expect(gotland.destination == "Visby")
        #expect(gotland.visibility == .public)
        #expect(gotland.location == SourceLocation(path: "data/charters/c.csv", line: 3, column: 1))
    }

    @Test func announcementsFromEveryFormat() async throws {
        let (announcements, problems) = await SiteData.loadAnnouncements(siteDirectory: FixturePaths.validSite)
        #expect(problems.isEmpty, "\(problems)")
        #expect(announcements.map(\.id) == ["lyo-1", "lyo-2", "sea-1", "sto-1"])
        let sto = try #require(announcements.last)
        #expect(sto.status == .lost)  // written "active"
        #expect(sto.species == "cat")
        #expect(sto.petName == "Sigge")
        #expect(sto.breed == "Maine Coon")
        #expect(sto.color == "grey")
        #expect(sto.date == CalendarDate(year: 2025, month: 3, day: 1))
        #expect(sto.coordinate == Coordinate(latitude: 59.3145, longitude: 18.0716))
        #expect(sto.address == "Götgatan 1, Stockholm")
        #expect(sto.photo == "/static/sigge.jpg")
        #expect(sto.contact == "+46 70 000 00 00")
        #expect(sto.description == "Shy.")
        let lyo1 = announcements[0]
        #expect(lyo1.status == .found)
        #expect(lyo1.coordinate == nil)
        #expect(lyo1.needsGeocoding)
        #expect(lyo1.addressLocation == SourceLocation(path: "data/announcements/y.csv", line: 2, column: 7))
        #expect(announcements[1].status == .closed)
        #expect(announcements[1].address == nil)
        #expect(announcements[2].location == SourceLocation(path: "data/announcements/z.json", line: 1, column: 1))
    }

    @Test func placesWithCoordinatesOrQueryAndDerivedSlugs() async throws {
        let (places, problems) = await SiteData.loadPlaces(siteDirectory: FixturePaths.validSite)
        #expect(problems.isEmpty, "\(problems)")
        #expect(places.map(\.slug) == ["capitol-hill", "sodermalm"])
        #expect(places[0].query == "Capitol Hill, Seattle")
        #expect(places[0].radiusKm == 2.5)
        #expect(places[0].needsGeocoding)
        #expect(places[0].queryLocation == SourceLocation(path: "data/places.yml", line: 7, column: 10))
        #expect(places[1].name == "Södermalm")
        #expect(places[1].coordinate == Coordinate(latitude: 59.3145, longitude: 18.0716))
        #expect(places[1].radiusKm == Place.defaultRadiusKm)
        #expect(places[1].kind == "neighbourhood")
    }

    @Test(arguments: [
        ("Lyon Presqu'île", "lyon-presqu-ile"), ("Södermalm", "sodermalm"), ("Capitol Hill, Seattle", "capitol-hill-seattle"),
        ("  Split  harbour ", "split-harbour"), ("!!!", ""),
    ])
    func slugFromName(name: String, slug: String) {
        #expect(PlaceDecoder.slug(from: name) == slug)
    }

    @Test func theSameRecordReadsTheSameInEveryFormat() {
        let yaml = "- id: a-1\n  status: found\n  date: 2025-01-02\n  latitude: 1.5\n  longitude: -2\n  address: Here\n"
        let json = #"[{"id": "a-1", "status": "found", "date": "2025-01-02", "latitude": 1.5, "longitude": -2, "address": "Here"}]"#
        let csv = "id,status,date,latitude,longitude,address\na-1,found,2025-01-02,1.5,-2,Here\n"
        var results: [Announcement] = []
        for (text, format) in [(yaml, RecordFileFormat.yaml), (json, .json), (csv, .csv)] {
            let (records, problems) = RecordFolder.load(text: text, path: "f", format: format,
                                                        knownFields: AnnouncementDecoder.fields, decode: AnnouncementDecoder.decode)
            #expect(problems.isEmpty)
            results += records
        }
        #expect(results.count == 3)
        for r in results {
            #expect(r.id == "a-1")
            #expect(r.status == .found)
            #expect(r.date == CalendarDate(year: 2025, month: 1, day: 2))
            #expect(r.coordinate == Coordinate(latitude: 1.5, longitude: -2))
            #expect(r.address == "Here")
        }
    }

    @Test func exampleSiteLoadsCleanlyApartFromUpstreamRunwayWarnings() async throws {
        let (data, diagnostics) = await SiteData.load(siteDirectory: FixturePaths.content, strict: false)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors.map(\.headline))")
        // Upstream rows with half a position, and where euro_aip's runways disagree with OurAirports'.
        #expect(diagnostics.warnings.allSatisfy { $0.location.path == "data/airports/runways.csv" || $0.location.path.hasPrefix("data/airports/airports_small.db:runways:") })
        #expect(diagnostics.warnings.filter { $0.location.path.hasPrefix("data/airports/airports_small.db:") }.count == 5)
        #expect(data.charters.count >= 40)
        #expect(!data.charters.contains { $0.visibility == .private })
        #expect(data.droppedPrivateCharters >= 1)
        #expect(data.announcements.count >= 300)
        #expect(data.announcements.allSatisfy { $0.description.hasPrefix("Synthetic example record") })
        #expect(data.places.count >= 10)
        #expect(data.airports.count > 9_000)
        #expect(data.charters.map(\.id) == data.charters.map(\.id).sorted())
        #expect(data.airports.map(\.ident) == data.airports.map(\.ident).sorted())
    }
}
