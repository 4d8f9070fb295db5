import Foundation
import Testing
@testable import WaymarkPages
@testable import WaymarkSite

/// The printable poster of every open announcement (README, "Posters"):
/// `pets/announcements/<id>/poster/index.html`, in every language of the site.
@Suite struct PetPosterTests {
    static let hostile = "<script>alert(1)</script>"
    static let site = """
        title: Poster Harbour
        baseURL: https://pets.example.org/harbour/
        languages: [en, sv]
        """
    static let announcements = """
        - id: lost-cat
          status: lost
          species: cat
          petName: Mimi
          date: 2026-05-20
          latitude: 59.345
          longitude: 18.0
          photo: images/mimi.jpg
          contact: "+46 70 123 45 67"
          description: Grey with a white chest.
        - id: found-dog
          status: found
          species: dog
          date: 2026-05-25
          latitude: 59.3
          longitude: 18.167
          description: Friendly.
        - id: hostile
          status: lost
          species: dog
          petName: "\(hostile)"
          date: 2026-05-30
          latitude: 59.29
          longitude: 17.98
          contact: "\\"><img src=x onerror=alert(2)>"
          description: 'Says "woof" & <script>alert(3)</script> runs.'
        - id: home-again
          status: closed
          species: cat
          petName: Home
          date: 2026-05-01
          latitude: 59.31
          longitude: 18.01
          description: Back home.
        """

    /// The site above built in memory.
    static func build() async throws -> (PetsChartersFixture, TemporaryFolder) {
        let folder = try TemporaryFolder()
        try TemporaryFolder.write(["site.yml": site, "data/announcements/pets.yml": announcements], under: folder.path)
        return (await PetsChartersFixture.build(siteFolder: folder.path), folder)
    }

    static func poster(_ id: String, language: String = "") -> String {
        language + "pets/announcements/\(id)/poster/index.html"
    }

    @Test func openAnnouncementsHavePostersInEveryLanguageAndClosedOnesNone() async throws {
        let (site, folder) = try await Self.build()
        defer { folder.remove() }
        #expect(site.result.succeeded)
        for language in ["", "sv/"] {
            for id in ["lost-cat", "found-dog", "hostile"] {
                #expect(site.files[Self.poster(id, language: language)] != nil, "no poster for \(language)\(id)")
            }
            #expect(site.files["\(language)pets/announcements/home-again/index.html"] != nil)
            #expect(site.files[Self.poster("home-again", language: language)] == nil)
        }
    }

    @Test func theQRCodeHoldsTheAnnouncementsAbsoluteURL() async throws {
        let (site, folder) = try await Self.build()
        defer { folder.remove() }
        for (language, base) in [("", "https://pets.example.org/harbour/"), ("sv/", "https://pets.example.org/harbour/sv/")] {
            let url = base + "pets/announcements/lost-cat/"
            let page = site.text(Self.poster("lost-cat", language: language))
            let code = try #require(QRCode(text: url))
            #expect(page.contains(QRCodeSVG.svg(code, label: url)), "the QR code of \(url)")
            #expect(page.contains("data-url=\"\(url)\""))
            // The address without its scheme, beside the code and on each of the strips.
            let short = String(url.dropFirst("https://".count))
            #expect(page.components(separatedBy: "<span class=\"poster-strip-url\">\(short)</span>").count - 1 == PetPagesGenerator.posterStrips)
            #expect(page.contains("<p class=\"poster-url\">\(short)</p>"))
        }
    }

    @Test func thePosterShowsStatusNamePhotoMapDescriptionAndContact() async throws {
        let (site, folder) = try await Self.build()
        defer { folder.remove() }
        let page = site.text(Self.poster("lost-cat"))
        #expect(page.contains("<h1 class=\"poster-status\">Lost</h1>"))
        #expect(page.contains("<span class=\"poster-species\">cat</span> <span class=\"poster-name\">Mimi</span>"))
        #expect(page.contains("<img class=\"poster-photo\" src=\"../../../../images/mimi.jpg\""))
        #expect(page.contains("aria-labelledby=\"poster-map-title poster-map-desc\""), "the map of where Mimi was last seen")
        // Its pin is large enough to see on paper; the announcement page's own map keeps the standard pin.
        #expect(page.contains("<circle cx=") && page.contains(" r=\"12\" fill="), "the poster's pin is not 24 px across")
        let announcement = site.text("pets/announcements/lost-cat/index.html")
        #expect(announcement.contains(" r=\"5.5\" fill=") && !announcement.contains(" r=\"12\""))
        #expect(page.contains("Grey with a white chest."))
        #expect(page.contains("<p class=\"poster-contact-value\">+46 70 123 45 67</p>"))
        #expect(page.components(separatedBy: "<li class=\"poster-strip\">").count - 1 == PetPagesGenerator.posterStrips)
        #expect(page.components(separatedBy: "<p><strong>+46 70 123 45 67</strong><br>").count - 1 == PetPagesGenerator.posterStrips)
        let swedish = site.text(Self.poster("found-dog", language: "sv/"))
        #expect(swedish.contains("<h1 class=\"poster-status\">Upphittad</h1>"))
        #expect(swedish.contains("Skanna för foto, karta och det senaste:"))
        #expect(!swedish.contains("poster-contact-value"), "no contact, no contact row")
    }

    /// A poster is for print: `noindex`, out of the sitemap and the search index, no script at all.
    @Test func thePosterIsNotIndexedAndRunsNoScript() async throws {
        let (site, folder) = try await Self.build()
        defer { folder.remove() }
        let page = site.text(Self.poster("lost-cat"))
        #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\""))
        #expect(!page.contains("data-pagefind-body"))
        #expect(!page.contains("<script"))
        #expect(!site.text("sitemap.xml").isEmpty)
        #expect(!site.text("sitemap.xml").contains("/poster/"))
    }

    @Test func hostileTextStaysText() async throws {
        let (site, folder) = try await Self.build()
        defer { folder.remove() }
        for language in ["", "sv/"] {
            let page = site.text(Self.poster("hostile", language: language))
            #expect(!page.contains("<script"), "raw script in \(language) poster")
            #expect(!page.contains("<img src=x"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
            #expect(page.contains("Says &quot;woof&quot; &amp;"))
        }
    }

    @Test func theAnnouncementPageLinksToItsPoster() async throws {
        let (site, folder) = try await Self.build()
        defer { folder.remove() }
        #expect(site.text("pets/announcements/lost-cat/index.html").contains("<a href=\"../../../pets/announcements/lost-cat/poster/index.html\">Print a poster</a>"))
        #expect(site.text("sv/pets/announcements/lost-cat/index.html").contains("<a href=\"../../../pets/announcements/lost-cat/poster/index.html\">Skriv ut en affisch</a>"))
        #expect(!site.text("pets/announcements/home-again/index.html").contains("poster"))
        // And back: the screen view links to the announcement page.
        #expect(site.text(Self.poster("lost-cat")).contains("<a href=\"../../../../pets/announcements/lost-cat/index.html\">"))
    }
}
