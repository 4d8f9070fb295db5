import Foundation
import Testing
import WaymarkGeo
import WaymarkModel
@testable import WaymarkSite

/// The GeoJSON beside every map of the `pets-charters` fixture, parsed back and compared with the
/// records the maps draw: charter and announcement thumbnails, visibility, the antimeridian,
/// escaping, links in the page and its `<head>`, determinism.
@Suite struct MapGeoJSONTests {
    static let base = PetsChartersFixture.baseURL

    /// `value` as the map's GeoJSON writes it (6 decimals).
    static func written(_ value: Double) -> Double { GeoJSONGeometry.rounded(value) }

    /// Whether `position` is `c` as written, to 1e-7°.
    static func matches(_ position: [Double]?, _ c: Coordinate?) -> Bool {
        guard let position, position.count == 2, let c else { return false }
        return abs(position[0] - written(c.longitude)) <= 1e-7 && abs(position[1] - written(c.latitude)) <= 1e-7
    }

    /// The relative `href`s of `<a … type="application/geo+json">` links in the body and of
    /// `<link rel="alternate" type="application/geo+json">` in the head of `html`.
    static func geoJSONLinks(_ html: String) -> (visible: [String], head: [String]) {
        let visible = HTMLTable.matches(#"<a class="data-link" href="([^"]+)" type="application/geo\+json">"#, in: html)
        let head = HTMLTable.matches(#"<link rel="alternate" type="application/geo\+json" title="[^"]*" href="([^"]+)">"#, in: html)
        return (visible, head)
    }

    @Test func everyCharterWithAMapHasItsThumbnailsFeatureAndNoOtherOne() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let data = try #require(site.result.data)
        #expect(data.charters.contains { $0.visibility == .unlisted })
        for charter in data.charters {
            let folder = "charters/\(charter.id)/"
            let bytes = site.files[folder + "map.geojson"]
            let maps = site.svgs(in: folder + "index.html").count
            guard charter.coordinate != nil else {
                #expect(bytes == nil && maps == 0, "\(charter.id) has no map and no GeoJSON")
                continue
            }
            #expect(maps == 1)
            let collection = try GeoJSONReader.read(bytes, folder + "map.geojson")
            #expect(collection.features.count == 1)
            let feature = try #require(collection.features.first)
            #expect(feature.id == Self.base + folder)
            #expect(feature.text("id") == charter.id)
            #expect(feature.text("kind") == "charter")
            #expect(feature.text("title") == charter.name && feature.text("name") == charter.name)
            #expect(feature.text("url") == Self.base + folder)
            #expect(Self.matches(feature.point, charter.coordinate), "\(charter.id): \(String(describing: feature.point))")
        }
    }

    @Test func everyOpenLocatedAnnouncementHasItsThumbnailsFeature() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let data = try #require(site.result.data)
        for announcement in data.announcements {
            let folder = "pets/announcements/\(announcement.id)/"
            let bytes = site.files[folder + "map.geojson"]
            let hasMap = announcement.status != .closed && announcement.coordinate?.isValid == true
            #expect(site.svgs(in: folder + "index.html").count == (hasMap ? 1 : 0))
            guard hasMap else {
                #expect(bytes == nil, "\(announcement.id): no map, no GeoJSON")
                continue
            }
            let feature = try #require(try GeoJSONReader.read(bytes, folder + "map.geojson").features.first)
            #expect(feature.id == Self.base + folder)
            #expect(feature.text("id") == announcement.id)
            #expect(feature.text("status") == announcement.status.rawValue)
            #expect(feature.text("kind") == "announcement")
            #expect(feature.text("name") == (announcement.petName ?? announcement.species ?? announcement.id))
            #expect(Self.matches(feature.point, announcement.coordinate))
        }
    }

    @Test(arguments: [("fiji-east", [179.9, -16.8]), ("fiji-west", [-179.9, -16.9])])
    func fijiThumbnailsStayInsideTheValidRange(id: String, expected: [Double]) async throws {
        let site = await SharedBuilds.petsChartersSite()
        for path in ["charters/\(id)/map.geojson", "charters/regions/fiji/map.geojson"] {
            let collection = try GeoJSONReader.read(site.files[path], path)
            let feature = try #require(collection.features.first { $0.text("id") == id })
            #expect(feature.point == expected)
            for other in collection.features {
                let p = try #require(other.point)
                #expect(p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90)
            }
        }
    }

    @Test func namesWithQuotesAnglesAndAmpersandsSurviveTheRoundTrip() async throws {
        let site = await SharedBuilds.petsChartersSite()
        let bytes = try #require(site.files["charters/sail-upcoming/map.geojson"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""title":"Hvar & \"Pakleni\" <week>""#), "JSON escapes the quotes, nothing else")
        #expect(!text.contains("&amp;") && !text.contains("&lt;") && !text.contains("&quot;"), "no HTML entities in JSON")
        let feature = try #require(GeoJSONReader(bytes)?.features.first)
        #expect(feature.text("title") == "Hvar & \"Pakleni\" <week>")
        #expect(feature.text("destination") == "Hvar, Croatia")
        let pet = try #require(try GeoJSONReader.read(site.files["pets/announcements/script-pet/map.geojson"], "script-pet").features.first)
        #expect(pet.text("petName") == "<script>alert(1)</script>")
    }

    /// Every page but the posters shows one visible GeoJSON link per map and advertises the same files in `<head>`;
    /// every link leads to a GeoJSON file of the build, and every GeoJSON file is linked from a page.
    @Test func everyMapLinksItsGeoJSONFromThePageAndTheHead() async throws {
        let site = await SharedBuilds.petsChartersSite()
        var linked: Set<String> = []
        // A poster is printed: its map (and QR code) link nowhere; the announcement page links the map's GeoJSON.
        for (path, _) in site.files where path.hasSuffix(".html") && !path.hasSuffix("/poster/index.html") {
            let html = site.text(path)
            let links = Self.geoJSONLinks(html)
            #expect(links.visible.count == site.svgs(in: path).count, "\(path): one link per map")
            #expect(links.head == links.visible, "\(path): the head advertises the maps' GeoJSON")
            for link in links.visible {
                let target = try #require(LinkExtractor.resolve(link, from: path))
                #expect(target.hasSuffix(".geojson") && site.files[target] != nil, "\(path) → \(link)")
                linked.insert(target)
            }
        }
        // A place without a location has a landing page without a map, yet keeps its feed-like
        // map.geojson (the place with a null geometry); every other file is a map's.
        let written = Set(site.files.keys.filter { $0.hasSuffix(".geojson") && $0 != "pets/nowhere/map.geojson" })
        #expect(linked == written)
        let expectedCount: Int = 7 + 6 + 6 + 2 + 1  // charter maps, announcement maps, charter listings, located places, pets index
        #expect(written.count == expectedCount)
    }

    @Test func geoJSONIsTheSameOnEveryBuild() async throws {
        let first = await SharedBuilds.petsChartersSite()
        let second = await PetsChartersFixture.build()
        let paths = first.files.keys.filter { $0.hasSuffix(".geojson") }.sorted()
        #expect(!paths.isEmpty)
        #expect(paths == second.files.keys.filter { $0.hasSuffix(".geojson") }.sorted())
        for path in paths { #expect(first.files[path] == second.files[path], "\(path) differs between builds") }
    }
}
