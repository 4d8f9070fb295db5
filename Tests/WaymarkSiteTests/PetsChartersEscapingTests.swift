import Foundation
import Testing
@testable import WaymarkSite

/// Text from the data is escaped wherever it is written: HTML, SVG, XML (Atom) and JSON.
@Suite struct PetsChartersEscapingTests {
    static let script = "<script>alert(1)</script>"

    @Test func petNameIsEscapedInHTMLAndSVG() async throws {
        let site = await PetsChartersFixture.build()
        for path in ["pets/announcements/script-pet/index.html", "pets/harbour/index.html"] {
            let page = site.text(path)
            #expect(!page.contains(Self.script), "raw script in \(path)")
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped name in \(path)")
        }
        let map = SVGMapReader(try #require(site.svgs(in: "pets/harbour/index.html").first))
        #expect(map.parsed, "the SVG is well-formed XML")
        #expect(map.titles.contains("Lost dog: \(Self.script) (Lost)"), "the title reads back as the original text")
    }

    @Test func descriptionQuotesAndAmpersandsAreEscaped() async throws {
        let site = await PetsChartersFixture.build()
        #expect(site.text("pets/announcements/script-pet/index.html").contains("Says &quot;woof&quot; &amp; runs"))
        let charter = site.text("charters/sail-upcoming/index.html")
        #expect(charter.contains("<h1>Hvar &amp; &quot;Pakleni&quot; &lt;week&gt;</h1>"))
        #expect(charter.contains("Sunset &quot;drinks&quot; &amp; swims"))
        #expect(charter.contains("<a href=\"../../about/index.html\">about</a>"), "site links in descriptions are relative")
    }

    @Test func atomAndJSONCarryTheOriginalText() async throws {
        let site = await PetsChartersFixture.build()
        let atomText = site.text("pets/harbour/feed.atom")
        #expect(!atomText.contains(Self.script))
        let atom = AtomReader(try #require(site.files["pets/harbour/feed.atom"]))
        #expect(atom.parsed)
        #expect(atom.entries.first?.title == "Lost dog: \(Self.script)")
        let charters = AtomReader(try #require(site.files["charters/feed.atom"]))
        #expect(charters.entries.contains { $0.title == "Hvar & \"Pakleni\" <week>" })

        struct Feed: Decodable { struct Item: Decodable { var title: String; var content_html: String? }; var items: [Item] }
        let harbourBytes = try #require(site.files["pets/harbour/feed.json"])
        let feed = try JSONDecoder().decode(Feed.self, from: Data(harbourBytes))
        #expect(feed.items.first?.title == "Lost dog: \(Self.script)")
        #expect(feed.items.first?.content_html?.contains("Says &quot;woof&quot; &amp; runs") == true)
        let chartersBytes = try #require(site.files["charters/feed.json"])
        let chartersFeed = try JSONDecoder().decode(Feed.self, from: Data(chartersBytes))
        #expect(chartersFeed.items.contains { $0.title == "Hvar & \"Pakleni\" <week>" })
        // Links inside feed content are absolute.
        #expect(chartersFeed.items.contains { $0.content_html?.contains("href=\"https://pets.example.org/harbour/about/index.html\"") == true })
    }
}
