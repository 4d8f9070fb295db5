import Foundation
import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// Built pages carry a Content-Security-Policy that lets only the theme's own scripts run.
@Suite struct ContentSecurityPolicyTests {
    /// The inline scripts of a page, as a browser would hash them (the text between the tags).
    static func inlineScripts(of html: String) -> [String] {
        var scripts: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<script>"), let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) {
            scripts.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return scripts
    }

    /// The policy of a page's meta element, decoded as a browser decodes the attribute.
    static func policy(of html: String) -> String? {
        let marker = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        guard let start = html.range(of: marker), let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(html[start.upperBound..<end]).replacing("&#39;", with: "'")
    }

    @Test func everyPageAllowsItsOwnScriptsAndNothingInline() async throws {
        let site = await PetsChartersFixture.build()
        let pages = site.files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > 10)
        for path in pages {
            let html = site.text(path)
            let policy = try #require(Self.policy(of: html), "no policy in \(path)")
            #expect(policy.hasPrefix("script-src 'self' 'sha256-"), "\(path)")
            #expect(policy.hasSuffix("; object-src 'none'; base-uri 'none'"), "\(path)")
            #expect(!policy.contains("unsafe"), "\(path)")
            // The meta element comes before anything that could run.
            let head = html.range(of: "<head>").map { html[$0.upperBound...] } ?? ""
            #expect(head.drop { $0 == "\n" }.hasPrefix("<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\""), "\(path)")
            for script in Self.inlineScripts(of: html) {
                let hash = SHA256Digest(Array(script.utf8)).base64
                #expect(policy.contains("'sha256-\(hash)'"), "the policy allows the inline script of \(path)")
            }
        }
    }

    @Test func theThemesInlineScriptIsHashed() throws {
        let theme = try #require(Theme.load(overrides: [:], overrideFolder: "Templates").theme)
        #expect(theme.inlineScripts.count == 1, "base.mustache's map-centring script")
        let policy = ContentSecurityPolicy(inlineScripts: theme.inlineScripts + theme.inlineScripts, scriptSources: ["https://stats.example.org"])
        #expect(policy.scriptHashes.count == 1)
        #expect(policy.value == "script-src 'self' 'sha256-\(policy.scriptHashes[0])' https://stats.example.org; object-src 'none'; base-uri 'none'")
    }

    @Test func anInlineScriptWithATagIsAnErrorAtItsTag() {
        let overrides = [
            "partials/footer.mustache": "<footer>\n  <script type=\"text/javascript\">var n = \"{{page.title}}\";</script>\n</footer>\n",
            "partials/data.mustache": "<script type=\"application/ld+json\">{\"name\": \"{{page.title}}\"}</script>\n<script src=\"x.js\"></script>\n",
        ]
        let (theme, problems) = Theme.load(overrides: overrides, overrideFolder: "Templates")
        #expect(theme == nil)
        #expect(problems.map { String($0.description.prefix { $0 != "\n" }) } == [
            "Templates/partials/footer.mustache:2:3: error: an inline <script> holds a Mustache tag: expected a script whose text is the same on every page (the Content-Security-Policy allows it by its hash), or a file under static/",
        ])
    }

    @Test func aDataBlockOrAScriptFileMayHoldTags() throws {
        let overrides = ["partials/data.mustache": "<SCRIPT type='application/ld+json'>{\"name\": \"{{page.title}}\"}</SCRIPT>\n<script src=\"{{root}}x.js\"></script>\n"]
        let theme = try #require(Theme.load(overrides: overrides, overrideFolder: "Templates").theme)
        #expect(theme.inlineScripts.count == 1)
    }

    @Test(arguments: [
        ("https://stats.example.org", true), ("https://cdn.example.org/lib.js", true), ("https://*.example.org", true),
        ("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", true),
        ("'unsafe-inline'", false), ("'unsafe-eval'", false), ("*", false), ("https:", false), ("https://", false),
        ("data:", false), ("http://stats.example.org", false), ("https://a.org; script-src *", false),
        ("https://a.org 'unsafe-inline'", false), ("'sha256-abc' 'unsafe-inline'", false), ("'self'", false),
    ])
    func scriptSourcesAllowOnlyHTTPSAndHashes(_ source: String, _ allowed: Bool) {
        #expect(ScriptSourcesSetting.isAllowed(source) == allowed)
    }

    @Test func scriptSourcesAreReadFromSiteYML() {
        let good = SiteConfigLoader(source: SourceFile(path: "site.yml", text: """
            title: T
            baseURL: https://example.org/
            scriptSources: [https://stats.example.org]
            """)).load()
        #expect(good.config?.scriptSources == ["https://stats.example.org"])
        let bad = SiteConfigLoader(source: SourceFile(path: "site.yml", text: """
            title: T
            baseURL: https://example.org/
            scriptSources:
              - https://stats.example.org
              - "'unsafe-inline'"
            """)).load()
        #expect(bad.config == nil)
        #expect(bad.diagnostics.map { String($0.description.prefix { $0 != "\n" }) } == [
            "site.yml:5:5: error: scriptSources entry \"'unsafe-inline'\" is not an allowed script source: expected an https:// URL or host, or a hash such as 'sha256-…'",
        ])
    }

    /// FIPS 180-4's examples.
    @Test func sha256MatchesTheStandardsExamples() {
        #expect(SHA256Digest(Array("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256Digest([UInt8]()).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256Digest([UInt8]()).base64 == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        #expect(SHA256Digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)).hex
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256Digest([UInt8](repeating: 0x61, count: 1_000)).hex
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
