import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// YAML values that must not be read as text: a null (`~`) where text is expected, YAML tags such
/// as `!!binary`, and time zones that are not time zones. Each is an error at its line.
@Suite struct YAMLValueTests {
    private func siteYml(_ text: String) -> (SiteConfig?, [String]) {
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: text)).load()
        return (result.config, result.diagnostics.map(\.headline))
    }

    private func frontMatter(_ text: String) -> [String] {
        FrontMatterParser(source: SourceFile(path: "pages/p.md", text: text)).parse().diagnostics.map(\.headline)
    }

    @Test(arguments: [
        ("timezone: ~", "site.yml:3:11: error: timezone has no value (~): expected text, or leave the key out"),
        ("timezone: null", "site.yml:3:11: error: timezone has no value (null): expected text, or leave the key out"),
        ("language: ~", "site.yml:3:11: error: language has no value (~): expected text, or leave the key out"),
        ("timezone: Mars/Olympus", "site.yml:3:11: error: timezone \"Mars/Olympus\" is not a time zone: expected an IANA time zone name such as Europe/Paris or UTC"),
        ("timezone: ../../../etc/passwd", "site.yml:3:11: error: timezone \"../../../etc/passwd\" is not a time zone: expected an IANA time zone name such as Europe/Paris or UTC"),
        ("defaults: {radius: 1e19km}", "site.yml:3:20: error: defaults.radius \"1e19km\" is not a distance (more than half the Earth's circumference, 20,037.5 km): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
        ("defaults: {units: furlongs}", "site.yml:3:19: error: defaults.units \"furlongs\" is not a unit: expected km, nm, mi or m"),
        ("defaults: {radius: ~}", "site.yml:3:20: error: defaults.radius has no value (~): expected a distance such as 25km, or leave the key out"),
        ("defaults: {units: [km]}", "site.yml:3:19: error: defaults.units must be a unit: km, nm, mi or m, found a list"),
        ("defaults: 10km", "site.yml:3:1: error: defaults should be a mapping with radius or units, found text"),
        ("description: !!binary aGVsbG8=", "site.yml:3:14: error: the YAML tag !!binary is not supported: expected plain text, a number, true or false (remove the tag)"),
    ])
    func siteSettingsThatAreNotText(line: String, expected: String) {
        let (config, problems) = siteYml("title: Harbour\nbaseURL: https://example.org/\n\(line)\n")
        #expect(config == nil)
        #expect(problems == [expected])
    }

    @Test func anUnknownDefaultIsAWarningAtItsKey() throws {
        let (config, problems) = siteYml("title: Harbour\nbaseURL: https://example.org/\ndefaults:\n  radius: 20km\n  unit: mi\n")
        #expect(problems == ["site.yml:5:3: warning: unknown key \"defaults.unit\" in site.yml: expected radius or units"])
        #expect(try #require(config).defaults.radius == .kilometres(20))
    }

    @Test(arguments: ["Europe/Paris", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+5"])
    func realTimeZonesAreAccepted(zone: String) throws {
        let (config, problems) = siteYml("title: Harbour\nbaseURL: https://example.org/\ntimezone: \(zone)\n")
        #expect(problems == [])
        #expect(try #require(config).timezone == zone)
    }

    @Test func aBinaryTitleIsAnErrorAtItsLine() {
        #expect(frontMatter("---\ntitle: !!binary aGVsbG8=\n---\nBody\n") == [
            "pages/p.md:2:8: error: the YAML tag !!binary is not supported: expected plain text, a number, true or false (remove the tag)",
        ])
    }

    @Test func aNullTitleOrSummaryIsAnError() {
        #expect(frontMatter("---\ntitle: ~\nsummary: null\n---\nBody\n") == [
            "pages/p.md:2:8: error: title has no value (~): expected text, or leave the key out",
            "pages/p.md:3:10: error: summary has no value (null): expected text, or leave the key out",
        ])
    }

    @Test func plainAndStringTaggedValuesStillRead() {
        #expect(frontMatter("---\ntitle: !!str 2025\nweight: !!int 3\n---\nBody\n") == [])
    }
}
