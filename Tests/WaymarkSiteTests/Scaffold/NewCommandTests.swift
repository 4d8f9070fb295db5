import Foundation
import Testing

/// `waymark new` as a process: what it prints, its exit codes, and that what it makes passes
/// `waymark check --strict`.
@Suite struct NewCommandTests {
    func run(_ arguments: [String], in folder: String) throws -> WaymarkProcess {
        try WaymarkProcess.run(arguments, in: folder)
    }

    @Test func makesASiteThatPassesCheckStrict() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let made = try run(["new", "harbour", "--title", "Harbour: \"North\" #2", "--base-url", "https://example.org/harbour",
                            "--now", "2026-11-21"], in: folder.path)
        #expect(made.status == 0)
        #expect(made.errors == "")
        #expect(made.output.hasPrefix("Created a new Waymark site in harbour (11 files):\n  .gitignore\n  data/README.md\n"))
        #expect(made.output.contains("\n  waymark serve --site harbour "))
        #expect(made.output.contains("\n  waymark build --site harbour "))
        let ignored = try String(contentsOfFile: folder.appending("harbour/.gitignore"), encoding: .utf8)
        #expect(ignored.split(separator: "\n").contains(".waymark/cache/"), "the build cache is never committed")
        let siteYAML = try String(contentsOfFile: folder.appending("harbour/site.yml"), encoding: .utf8)
        #expect(siteYAML.contains("\ntitle: \"Harbour: \\\"North\\\" #2\"\nbaseURL: \"https://example.org/harbour/\"\n"))

        for day in ["2026-11-21", "2031-07-01"] {
            let checked = try run(["check", "--site", "harbour", "--strict", "--now", day], in: folder.path)
            #expect(checked.status == 0)
            #expect(checked.errors == "")
            #expect(checked.output.hasPrefix("Checked 25 pages, 3 charters, 6 announcements, 1 place, 0 airports in "))
            #expect(checked.output.hasSuffix(" s: no errors\n"))
        }
    }

    @Test func aNonEmptyFolderIsAUsageErrorAndForceAddsTheRest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder.appending("site/site.yml")))
        let refused = try run(["new", "site", "--now", "2026-11-21"], in: folder.path)
        #expect(refused.status == 64)
        #expect(refused.output == "")
        #expect(refused.errors == "error: site is not empty: expected a new or empty folder (use --force to add the scaffold's missing files without touching existing ones)\n")

        let forced = try run(["new", "site", "--force", "--now", "2026-11-21"], in: folder.path)
        #expect(forced.status == 0)
        #expect(forced.output.hasPrefix("Added 10 files to site:\n"))
        #expect(forced.output.contains("\nKept 1 existing file as it was:\n  site.yml\n"))
        #expect(try String(contentsOfFile: folder.appending("site/site.yml"), encoding: .utf8) == "mine\n")
    }

    @Test(arguments: [
        (["new", "s", "--base-url", "ftp://example.org/"],
         "Error: --base-url \"ftp://example.org/\" is not an absolute http(s) URL: expected e.g. https://example.org/ (no query or fragment)"),
        (["new", "s", "--title", " "], "Error: --title is empty: expected the site's name, e.g. --title \"Harbour community\""),
        (["new", "s", "--now", "2026-02-30"], "Error: --now \"2026-02-30\" is not a date: expected YYYY-MM-DD"),
    ])
    func badArgumentsExitWith64AndWriteNothing(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let refused = try run(arguments, in: folder.path)
        #expect(refused.status == 64)
        #expect(refused.errors.hasPrefix(message + "\n"))
        #expect(TemporaryFolder.names(in: folder.path) == [])
    }
}
