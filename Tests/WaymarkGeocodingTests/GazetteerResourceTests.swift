import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkGeocoding

@Suite struct GazetteerResourceTests {
    @Test func loadsEveryGeoNamesRow() throws {
        let gazetteer = try TestGazetteer.shared()
        #expect(gazetteer.placeCount == 170_391)
        #expect(gazetteer.index.count > 400_000)
        #expect(gazetteer.country(code: "HR")?.name == "Croatia")
        #expect(gazetteer.country(code: "GB")?.aliases.contains("UK") == true)
    }

    @Test func placesAreSortedByGeonameIDAndValid() throws {
        let places = try TestGazetteer.shared().places
        #expect(zip(places, places.dropFirst()).allSatisfy { $0.geonameID < $1.geonameID })
        #expect(places.allSatisfy { $0.coordinate.isValid && $0.population >= 0 })
    }

    @Test func aliasListHasAtLeastFortyRowsEachWithASourceAndAValidCountry() throws {
        let gazetteer = try TestGazetteer.shared()
        #expect(gazetteer.aliasCount >= 40)
        for alias in gazetteer.aliasPlaces {
            #expect(!alias.source.isEmpty, "\(alias.slug)")
            #expect(gazetteer.country(code: alias.countryCode) != nil, "\(alias.slug): \(alias.countryCode)")
            #expect(alias.coordinate.isValid)
            #expect(TimeZone(identifier: alias.timezone) != nil, "\(alias.slug): \(alias.timezone)")
            #expect(["island", "archipelago", "coast", "region", "harbour"].contains(alias.kind), "\(alias.slug)")
            #expect(alias.slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(alias.slug)")
        }
        #expect(Set(gazetteer.aliasPlaces.map(\.slug)).count == gazetteer.aliasCount)
    }

    @Test func everyAliasNameFindsItsAlias() throws {
        let gazetteer = try TestGazetteer.shared()
        for alias in gazetteer.aliasPlaces {
            for name in [alias.name] + alias.alsoKnownAs {
                #expect(gazetteer.search(name).place?.id == "alias:\(alias.slug)", "\(name)")
            }
        }
    }

    @Test func aliasesLieNearTheGeoNamesPlacesOfTheirCountry() throws {
        // A slip of a sign or a swapped pair would put an island hundreds of kilometres from any town.
        let gazetteer = try TestGazetteer.shared()
        for alias in gazetteer.aliasPlaces {
            let nearestSameCountry = gazetteer.spatialIndex.nearest(alias.coordinate, k: 1) {
                gazetteer.admin1Units[Int(gazetteer.places[$0].admin1)].countryCode == alias.countryCode
            }.first?.distance ?? .infinity
            #expect(nearestSameCountry < 100_000, "\(alias.slug) is \(Int(nearestSameCountry)) m from any place in \(alias.countryCode)")
        }
    }

    @Test func missingResourceFolderIsAPackagingError() {
        let folder = URL(fileURLWithPath: "/nonexistent-waymark-gazetteer")
        #expect(throws: GazetteerError.missingResource("timezones.txt")) { try Gazetteer.load(from: folder) }
    }

    @Test func corruptIndexNamesTheResource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-gazetteer-\(UUID().uuidString)")
        let source = try #require(Gazetteer.embeddedResourceFolder)
        try FileManager.default.copyItem(at: source, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("WMGI".utf8).write(to: folder.appendingPathComponent("name-index.bin"))
        #expect(throws: GazetteerError.corrupt(resource: "name-index.bin", reason: "truncated at byte 4")) {
            try Gazetteer.load(from: folder)
        }
    }
}
