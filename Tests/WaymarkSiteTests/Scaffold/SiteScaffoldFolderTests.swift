import Foundation
import Testing
import WaymarkModel
@testable import WaymarkSite

/// Where `waymark new` may write: new and empty folders, non-empty ones only with `--force`, and
/// never over an existing file.
@Suite struct SiteScaffoldFolderTests {
    let settings: ScaffoldSettings

    init() throws {
        settings = try ScaffoldSettings(today: .test("2026-11-21"))
    }

    static let allFiles = [
        ".gitignore", "data/README.md", "data/announcements/la-rochelle.csv", "data/charters/la-rochelle.yml", "data/places.yml",
        "pages/_index.md", "pages/about.md", "reports/_index.md", "reports/around-the-old-port.md", "site.yml",
        "static/images/compass.svg",
    ]

    @Test func writesEveryFileIntoANewFolderThroughTheInjectedFileIO() throws {
        let memory = MemoryFiles()
        let report = try SiteScaffold(io: memory.io).create(in: "sites/harbour/", settings: settings)
        #expect(report.created == Self.allFiles)
        #expect(report.kept == [])
        #expect(report.folder == "sites/harbour/")
        #expect(memory.contents.keys.sorted() == Self.allFiles.map { "sites/harbour/" + $0 })
        for file in SiteScaffold().files(settings) {
            #expect(memory.contents["sites/harbour/" + file.path] == Array(file.text.utf8))
        }
    }

    @Test func aFolderWithOnlyHiddenFilesCountsAsEmpty() throws {
        let memory = MemoryFiles(["site/.git/HEAD": Array("ref: refs/heads/main\n".utf8)])
        let report = try SiteScaffold(io: memory.io).create(in: "site", settings: settings)
        #expect(report.created.count == 11)
        #expect(memory.contents["site/.git/HEAD"] == Array("ref: refs/heads/main\n".utf8))
    }

    @Test func aNonEmptyFolderIsRefusedWordForWord() throws {
        let memory = MemoryFiles(["my site/notes.txt": Array("mine\n".utf8)])
        #expect(throws: ScaffoldError.folderNotEmpty(folder: "my site")) {
            try SiteScaffold(io: memory.io).create(in: "my site", settings: settings)
        }
        #expect(ScaffoldError.folderNotEmpty(folder: "my site").description
                == "my site is not empty: expected a new or empty folder (use --force to add the scaffold's missing files without touching existing ones)")
        #expect(ScaffoldError.folderNotEmpty(folder: "my site").isUsageError)
        #expect(memory.contents.keys.sorted() == ["my site/notes.txt"])
    }

    @Test func aFileIsNotAFolder() throws {
        let memory = MemoryFiles(["site": Array("x".utf8)])
        #expect(throws: ScaffoldError.notAFolder(folder: "site")) {
            try SiteScaffold(io: memory.io).create(in: "site", settings: settings, force: true)
        }
        #expect(ScaffoldError.notAFolder(folder: "site").description == "site is a file: expected a new or empty folder")
    }

    /// `--force` on the real file system: the missing files are added, an edited `site.yml` and the
    /// user's own files stay byte for byte as they were.
    @Test func forceAddsOnlyMissingFilesAndNeverOverwrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.appending("site")
        let edited = Array("title: Mine\nbaseURL: https://mine.example/\n# edited by hand: \u{1F6A2}\n".utf8)
        let about = Array("---\ntitle: My own about page\n---\n".utf8)
        try FileManager.default.createDirectory(atPath: site + "/pages", withIntermediateDirectories: true)
        try Data(edited).write(to: URL(fileURLWithPath: site + "/site.yml"))
        try Data(about).write(to: URL(fileURLWithPath: site + "/pages/about.md"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: site + "/notes.txt"))

        #expect(throws: ScaffoldError.folderNotEmpty(folder: site)) {
            try SiteScaffold().create(in: site, settings: settings)
        }
        let report = try SiteScaffold().create(in: site, settings: settings, force: true)
        #expect(report.kept == ["pages/about.md", "site.yml"])
        #expect(report.created == Self.allFiles.filter { !["pages/about.md", "site.yml"].contains($0) })
        let after = try TemporaryFolder.snapshot(site)
        #expect(after["site.yml"] == edited)
        #expect(after["pages/about.md"] == about)
        #expect(after["notes.txt"] == Array("notes".utf8))
        #expect(after.count == 12)

        // A second run adds nothing and changes nothing.
        let again = try SiteScaffold().create(in: site, settings: settings, force: true)
        #expect(again.created == [])
        #expect(again.kept == Self.allFiles)
        #expect(try TemporaryFolder.snapshot(site) == after)
    }

    @Test func aFailedWriteNamesTheFileAndTheReason() throws {
        let memory = MemoryFiles(failing: ["site/data/places.yml"])
        #expect(throws: ScaffoldError.writeFailed(path: "site/data/places.yml", reason: "Permission denied")) {
            try SiteScaffold(io: memory.io).create(in: "site", settings: settings)
        }
        let error = ScaffoldError.writeFailed(path: "site/data/places.yml", reason: "Permission denied")
        #expect(error.description == "could not write site/data/places.yml: Permission denied")
        #expect(!error.isUsageError)
    }

    @Test(arguments: [("site", "site"), ("site/", "site"), ("site//", "site"), ("/", "/"), ("", ".")])
    func folderNamesLoseTheirTrailingSlashes(given: String, used: String) {
        #expect(SiteScaffold.trimmedFolder(given) == used)
    }

    @Test func theReportSaysWhatWasMadeAndWhatToRunNext() {
        let fresh = ScaffoldReport(folder: "harbour", created: ["pages/about.md", "site.yml"], kept: [])
        #expect(fresh.summaryLines == [
            "Created a new Waymark site in harbour (2 files):",
            "  pages/about.md",
            "  site.yml",
            "",
            "Next steps:",
            "  waymark serve --site harbour            preview at http://127.0.0.1:8080/, reloading on every change",
            "  waymark build --site harbour            write the site into Output/",
            "  waymark check --site harbour --strict   check the data, pages and links",
            "Edit harbour/site.yml first: its title, baseURL and menus.",
        ])
        let forced = ScaffoldReport(folder: "it's mine", created: ["site.yml"], kept: ["pages/about.md"])
        #expect(Array(forced.summaryLines.prefix(4)) == [
            "Added 1 file to it's mine:", "  site.yml", "Kept 1 existing file as it was:", "  pages/about.md",
        ])
        #expect(forced.summaryLines.contains("  waymark build --site 'it'\\''s mine'            write the site into Output/"))
    }

    @Test(arguments: [("harbour", "harbour/site.yml"), ("harbour/", "harbour/site.yml"), (".", "./site.yml"), ("/", "/site.yml")])
    func theLastLineNamesSiteYML(folder: String, path: String) {
        let report = ScaffoldReport(folder: folder, created: ["site.yml"], kept: [])
        #expect(report.summaryLines.last == "Edit \(path) first: its title, baseURL and menus.")
    }

    @Test(arguments: [("site", "site"), ("sites/a-b_c.d", "sites/a-b_c.d"), ("my site", "'my site'"), ("it's", "'it'\\''s'"),
                      ("$HOME", "'$HOME'"), ("", "''"), ("ÿ", "'ÿ'")])
    func foldersAreQuotedForTheShell(folder: String, quoted: String) {
        #expect(ScaffoldReport.shellQuoted(folder) == quoted)
    }
}
