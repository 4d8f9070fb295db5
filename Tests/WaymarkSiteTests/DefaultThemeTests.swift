import Foundation
import Testing
@testable import WaymarkRender
@testable import WaymarkSite
@testable import WaymarkTheme

/// The embedded default theme must be exactly `Templates/`.
@Suite struct DefaultThemeTests {
    let templates = RepositoryPaths.root.appendingPathComponent("Templates")
    let generated = RepositoryPaths.root.appendingPathComponent("Sources/WaymarkTheme/DefaultTheme+Files.swift")

    @Test func embeddedThemeIsTheTemplatesFolder() throws {
        let files = try DefaultThemeSource.read(folder: templates)
        for (path, text) in files {
            #expect(DefaultThemeSource.isEmbeddable(text), "\(path) cannot be embedded as a raw string")
        }
        let source = DefaultThemeSource.swiftSource(files)
        if ProcessInfo.processInfo.environment["WAYMARK_UPDATE_THEME"] == "1" {
            try source.write(to: generated, atomically: true, encoding: .utf8)
            return
        }
        #expect(DefaultTheme.files == files,
                "Templates/ changed: run WAYMARK_UPDATE_THEME=1 swift test --filter DefaultThemeTests")
        #expect(try String(contentsOf: generated, encoding: .utf8) == source)
    }

    @Test func defaultThemeHasEveryPageKindAndSlot() {
        let (theme, problems) = Theme.load(overrides: [:], overrideFolder: "Templates")
        #expect(problems.isEmpty)
        // Every page kind of the site; other features may add more.
        let kinds: Set = ["404", "home", "list", "page", "report", "charters", "charter", "pets", "place", "announcement",
                          "airport", "airports", "country"]
        #expect(kinds.isSubset(of: Set(theme?.pageTemplates ?? [])), "page templates: \(theme?.pageTemplates ?? [])")
        for partial in ["head", "header", "footer", "feeds", "map", "card", "page-header"] {
            #expect(DefaultTheme.files["partials/\(partial).mustache"] != nil, "missing partial \(partial)")
        }
        #expect(theme?.staticFiles["waymark.css"] != nil)
    }
}
