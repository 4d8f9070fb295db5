import Testing
@testable import WaymarkMarkdown
@testable import WaymarkOutput
@testable import WaymarkRender
@testable import WaymarkSite

@Suite struct OutputPathTests {
    @Test(arguments: ["", "/etc/passwd", "../x", "a/../b", "a//b", "./a", "a/.", "a\\b", "a/\0"])
    func unsafePathsAreRejected(text: String) {
        #expect(OutputPath(text) == nil)
    }

    @Test(arguments: [["é/x"], ["a", "b\\"], ["x\0y"], ["/\u{301}"], ["a", ".."], ["a", ""]])
    func unsafeComponentsAreRejectedWherever(components: [String]) {
        #expect(OutputPath(components: components) == nil)
    }

    @Test(arguments: [["é"], ["日本", "index.html"], ["a.b-c_d"], ["...", "x"]])
    func componentsWithoutSeparatorsAreKept(components: [String]) {
        #expect(OutputPath(components: components)?.components == components)
    }

    @Test(arguments: ["index.html", "about/index.html", "files/dot.svg", ".well-known/x"])
    func safePathsAreKept(text: String) {
        #expect(OutputPath(text)?.description == text)
    }

    @Test(arguments: [("index.html", ""), ("about/index.html", "about/"), ("日本/ü/index.html", "日本/ü/"), ("a/b/c.svg", "a/b/")])
    func theFolderOfAPath(text: String, folder: String) throws {
        let path = try #require(OutputPath(text))
        #expect(path.folderPath == folder)
        #expect(folder == path.components.dropLast().map { $0 + "/" }.joined())
        #expect(path.folder == path.components.dropLast().joined(separator: "/")[...])
    }

    @Test(arguments: [("index.html", true), ("about/index.html", true), ("index.html.bak", false), ("xindex.html", false),
                      ("a/xindex.html", false), ("index.html/x.svg", false), ("日本/index.html", true)])
    func anIndexPageIsAFileNamedIndexHTML(text: String, isIndex: Bool) throws {
        let path = try #require(OutputPath(text))
        #expect(path.isIndexPage == isIndex)
        #expect(path.isIndexPage == (path.components.last == "index.html"))
    }

    @Test(arguments: ["sv", "日本", "..", "a/b", "", "x\0"])
    func aPathInsideAFolderChecksTheFolder(folder: String) throws {
        let path = try #require(OutputPath("about/index.html"))
        let inside = path.inside(folder)
        #expect(inside == OutputPath(components: [folder, "about", "index.html"]))
        #expect(inside?.components == OutputPath(components: [folder, "about", "index.html"])?.components)
    }

    @Test(arguments: [
        ("Harbour Report 2025", "harbour-report-2025"), ("--A__b--", "a-b"), ("Über", "ber"), ("2025", "2025"),
    ])
    func slugsFromNames(name: String, slug: String) {
        #expect(Slug.make(from: name) == slug)
        #expect(Slug.isValid(slug))
    }

    @Test(arguments: ["", "-a", "A", "a/b", "..", "a.b", "a b"])
    func invalidSlugs(text: String) {
        #expect(!Slug.isValid(text))
    }

    @Test(arguments: [
        ("index.html", "about/", "about/index.html"),
        ("about/index.html", "", "../index.html"),
        ("reports/x/index.html", "/reports/", "../../reports/index.html"),
        ("reports/x/index.html", "waymark.css", "../../waymark.css"),
    ])
    func relativeLinks(from: String, to: String, expected: String) {
        #expect(SiteLink.relative(from: from, to: to) == expected)
    }

    @Test func xmlEscapesEveryValue() {
        var xml = XMLWriter()
        xml.start("a", attributes: [("href", "x\"<&'>")])
        xml.element("b", "Fish & <Chips> \"'\u{1}")
        #expect(xml.finish() == """
        <?xml version="1.0" encoding="UTF-8"?>
        <a href="x&quot;&lt;&amp;&#39;&gt;">
          <b>Fish &amp; &lt;Chips&gt; &quot;&#39;</b>
        </a>

        """)
    }
}
