import Foundation
import Testing
import WaymarkModel
@testable import WaymarkSite

/// The feeds of the `pets-charters` fixture parsed back: JSON Feed 1.1, Atom 1.0, GeoJSON (RFC 7946).
@Suite struct PetsChartersFeedTests {
    /// The JSON Feed 1.1 members the spec requires (version, title, items with id) and the ones Waymark promises.
    struct JSONFeed: Decodable {
        struct Item: Decodable {
            var id: String
            var url: String?
            var title: String?
            var content_text: String?
            var content_html: String?
            var date_published: String?
        }
        var version: String
        var title: String
        var home_page_url: String?
        var feed_url: String?
        var items: [Item]
    }

    /// The JSON object of the file at `path`.
    static func json(_ site: PetsChartersFixture, _ path: String) throws -> [String: Any] {
        let bytes = try #require(site.files[path])
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static let feeds = ["charters/feed.json", "pets/feed.json", "pets/harbour/feed.json", "pets/dateline/feed.json", "pets/nowhere/feed.json"]

    @Test(arguments: feeds)
    func jsonFeedHasTheRequiredMembers(path: String) async throws {
        let site = await PetsChartersFixture.build()
        let bytes = try #require(site.files[path])
        let feed = try JSONDecoder().decode(JSONFeed.self, from: Data(bytes))
        #expect(feed.version == "https://jsonfeed.org/version/1.1")
        #expect(!feed.title.isEmpty)
        #expect(feed.feed_url == PetsChartersFixture.baseURL + path)
        #expect(feed.home_page_url?.hasPrefix(PetsChartersFixture.baseURL) == true)
        for item in feed.items {
            #expect(item.id.hasPrefix(PetsChartersFixture.baseURL), "ids are absolute permalinks")
            #expect(item.url == item.id)
            #expect(item.content_text != nil || item.content_html != nil, "1.1 requires content_text or content_html")
        }
        #expect(Set(feed.items.map(\.id)).count == feed.items.count)
        // Every item's _geo is a GeoJSON Feature of its point, [longitude, latitude].
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        for item in try #require(object["items"] as? [[String: Any]]) {
            let geo = try #require(item["_geo"] as? [String: Any])
            #expect(geo["type"] as? String == "Feature")
            let geometry = try #require(geo["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point")
            let position = try #require(geometry["coordinates"] as? [Double])
            #expect(position.count == 2 && abs(position[0]) <= 180 && abs(position[1]) <= 90)
        }
    }

    /// An announcement's description reaches both formats of every pets feed listing it, rendered
    /// once and shared by the two files (``FeedEntryCache``).
    @Test(arguments: ["pets/feed", "pets/harbour/feed"])
    func petFeedsCarryTheRenderedDescription(path: String) async throws {
        let site = await PetsChartersFixture.build()
        let feed = try JSONDecoder().decode(JSONFeed.self, from: Data(try #require(site.files[path + ".json"])))
        let item = try #require(feed.items.first { $0.id.hasSuffix("/inside-lost/") })
        #expect(item.content_html == "<p>About 5 km north of the harbour.</p>\n")
        #expect(site.text(path + ".atom").contains("<content type=\"html\">&lt;p&gt;About 5 km north of the harbour.&lt;/p&gt;\n</content>"))
    }

    @Test func feedsListExactlyTheDiscoverableAndOpenRecords() async throws {
        let site = await PetsChartersFixture.build()
        func ids(_ path: String) throws -> [String] {
            let bytes = try #require(site.files[path])
            return try JSONDecoder().decode(JSONFeed.self, from: Data(bytes)).items
                .map { $0.id.replacingOccurrences(of: PetsChartersFixture.baseURL, with: "") }
        }
        // Discovery order: start date, then id; past, unlisted, private and unlocated charters are left out.
        #expect(try ids("charters/feed.json") == ["sail-ongoing", "sail-geocoded", "sail-upcoming", "fiji-east", "fiji-west"].map { "charters/\($0)/" })
        // Newest first; the closed announcement is left out.
        #expect(try ids("pets/feed.json") == ["script-pet", "outside-lost", "inside-found", "inside-lost", "dateline-lost", "geocoded-found"]
            .map { "pets/announcements/\($0)/" })
        #expect(try ids("pets/harbour/feed.json") == ["script-pet", "inside-lost", "inside-found", "geocoded-found"]
            .map { "pets/announcements/\($0)/" })
        #expect(try ids("pets/nowhere/feed.json") == [])
    }

    @Test(arguments: ["charters/feed.atom", "pets/feed.atom", "pets/harbour/feed.atom"])
    func atomParsesAndMatchesTheJSONFeed(path: String) async throws {
        let site = await PetsChartersFixture.build()
        let atom = AtomReader(try #require(site.files[path]))
        #expect(atom.parsed)
        #expect(atom.root == "feed")
        #expect(atom.feedID == PetsChartersFixture.baseURL + path)
        let jsonBytes = try #require(site.files[path.replacingOccurrences(of: ".atom", with: ".json")])
        let json = try JSONDecoder().decode(JSONFeed.self, from: Data(jsonBytes))
        #expect(atom.entries.map(\.id) == json.items.map(\.id))
        #expect(atom.entries.map(\.title) == json.items.map { $0.title ?? "" })
        for entry in atom.entries {
            #expect(entry.link == entry.id)
            #expect(entry.updated.count == 20 && entry.updated.hasSuffix("T00:00:00Z"), "RFC 3339: \(entry.updated)")
            #expect(entry.updated <= "2026-06-01T00:00:00Z", "dates never run past today")
        }
    }

    @Test func feedsAreAdvertisedWithAbsoluteFilesAndSitemapURLs() async throws {
        let site = await PetsChartersFixture.build()
        let landing = site.text("pets/harbour/index.html")
        #expect(landing.contains("<link rel=\"alternate\" type=\"application/feed+json\" title=\"Pets near Harbour Point (JSON Feed)\" href=\"../../pets/harbour/feed.json\">"))
        #expect(landing.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Charters (Atom)\" href=\"../../charters/feed.atom\">"))
        let about = site.text("about/index.html")
        #expect(about.contains("href=\"../pets/feed.json\""))
        #expect(!about.contains("Pets near Harbour Point"), "a place's feeds are advertised on its own page only")
        let sitemap = site.text("sitemap.xml")
        let locs = sitemap.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(!locs.isEmpty && locs.allSatisfy { $0.hasPrefix(PetsChartersFixture.baseURL) })
        #expect(locs.contains(PetsChartersFixture.baseURL + "pets/harbour/"))
        #expect(!locs.contains(PetsChartersFixture.baseURL + "charters/sail-unlisted/"))
    }

    @Test func geoJSONIsLongitudeLatitudeAndCutAtTheAntimeridian() async throws {
        let site = await PetsChartersFixture.build()
        let object = try Self.json(site, "pets/dateline/map.geojson")
        #expect(object["type"] as? String == "FeatureCollection")
        #expect(object["crs"] == nil)
        let features = try #require(object["features"] as? [[String: Any]])
        func geometry(_ kind: String) throws -> [String: Any] {
            let feature = try #require(features.first { ($0["properties"] as? [String: Any])?["kind"] as? String == kind })
            return try #require(feature["geometry"] as? [String: Any])
        }
        #expect(try geometry("place")["coordinates"] as? [Double] == [179.95, -16.8])
        #expect(try geometry("announcement")["coordinates"] as? [Double] == [-179.98, -16.8])
        let circle = try geometry("radius")
        #expect(circle["type"] as? String == "MultiPolygon")
        let polygons = try #require(circle["coordinates"] as? [[[[Double]]]])
        #expect(polygons.count == 2)
        for polygon in polygons {
            let ring = try #require(polygon.first)
            #expect(ring.first == ring.last, "rings are closed")
            let longitudes = ring.map { $0[0] }
            #expect(longitudes.allSatisfy { $0 >= 0 } || longitudes.allSatisfy { $0 <= 0 }, "each part stays on one side")
            #expect(longitudes.allSatisfy { abs($0) <= 180 })
            #expect(longitudes.contains { abs($0) == 180 }, "each part ends on the cut")
            #expect(ring.allSatisfy { abs($0[1] + 16.8) < 0.1 }, "latitudes second")
        }
        // A circle away from the antimeridian stays one counterclockwise polygon.
        let harbour = try Self.json(site, "pets/harbour/map.geojson")
        let radius = try #require((harbour["features"] as? [[String: Any]])?.first { ($0["properties"] as? [String: Any])?["kind"] as? String == "radius" })
        let polygon = try #require(radius["geometry"] as? [String: Any])
        #expect(polygon["type"] as? String == "Polygon")
        let ring = try #require((polygon["coordinates"] as? [[[Double]]])?.first)
        let area = zip(ring, ring.dropFirst()).reduce(0.0) { $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1] }
        #expect(area > 0, "exterior ring counterclockwise (RFC 7946 §3.1.6)")
    }

    @Test func chartersGeoJSONHoldsTheOverviewMapsPins() async throws {
        let site = await PetsChartersFixture.build()
        let object = try Self.json(site, "charters/map.geojson")
        let features = try #require(object["features"] as? [[String: Any]])
        let ids = features.compactMap { $0["id"] as? String }.map { $0.replacingOccurrences(of: PetsChartersFixture.baseURL, with: "") }
        #expect(ids == ["fiji-east", "fiji-west", "sail-geocoded", "sail-ongoing", "sail-upcoming"].map { "charters/\($0)/" })
        let west = try #require(features.first { ($0["id"] as? String)?.hasSuffix("fiji-west/") == true })
        #expect((west["geometry"] as? [String: Any])?["coordinates"] as? [Double] == [-179.9, -16.9])
    }
}
