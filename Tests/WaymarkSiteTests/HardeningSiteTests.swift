import Foundation
import Testing
import WaymarkModel
@testable import WaymarkOutput
import WaymarkPages
@testable import WaymarkSite

/// Smaller hardening cases of a whole build: where path collisions are reported, how long the
/// text copied into every page may be, and how the output folder is published.
@Suite struct HardeningSiteTests {
    private func site(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (path, text) in files {
            let full = folder.appending("site/" + path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func build(_ folder: TemporaryFolder, io: FileIO = .local) async -> BuildResult {
        await SiteBuilder(io: io, pageKinds: .standard).build(BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("out"),
                                                     today: FixtureBuild.today, displayFolder: "site"))
    }

    @Test func aPathCollisionWithAGeneratedFileIsReportedAtTheSitesFile() async throws {
        let folder = try site(["site.yml": "title: T\nbaseURL: https://e.org/\n", "static/robots.txt": "User-agent: *\n"])
        defer { folder.remove() }
        let result = await build(folder)
        #expect(result.diagnostics.map(\.headline) == [
            "site/static/robots.txt: error: robots.txt is also written by the generated robots.txt page: expected one source per output file",
        ])
    }

    @Test func aDescriptionCopiedIntoEveryPageIsLimited() async throws {
        let long = String(repeating: "word ", count: 2_001)
        let folder = try site(["site.yml": "title: T\nbaseURL: https://e.org/\ndescription: \(long)\n"])
        defer { folder.remove() }
        let result = await build(folder)
        #expect(result.diagnostics.map(\.headline) == [
            "site/site.yml:3:14: error: description is 10,004 characters long: expected at most 10,000, since it is copied into every page",
        ])
    }

    static let expectedURL = "expected an http:, https:, mailto: or tel: URL, or a relative one such as about/ or #top"

    /// A menu URL with a refused scheme is an error at its value, not a warning ("goes to no page"):
    /// a warning would still let it into every page's navigation.
    @Test func aMenuURLWithAnotherSchemeIsAnError() async throws {
        let folder = try site(["site.yml": "title: T\nbaseURL: https://e.org/\nmenus:\n  main:\n    - {title: Run, url: \"java\\tscript:alert(1)\"}\n"])
        defer { folder.remove() }
        let result = await build(folder)
        #expect(result.diagnostics.map(\.headline) == [
            "site/site.yml:5:25: error: menu \"main\" url \"java\tscript:alert(1)\" reads as the javascript: URL \"javascript:alert(1)\" in a browser: \(Self.expectedURL)",
        ])
        #expect(!result.wroteOutput)
    }

    /// Markdown links, images and autolinks with a refused scheme, in a page (located at the link)
    /// and in a record's description (located at the record), and a bad photo and contact: all
    /// reported by one build, also with raw HTML allowed.
    @Test func linksPhotosAndContactsWithAnotherSchemeAreErrors() async throws {
        let folder = try site([
            "site.yml": "title: T\nbaseURL: https://e.org/\nmarkdown:\n  unsafeHTML: true\n",
            "pages/about.md": "---\ntitle: About\n---\nIntro.\n\nSee [the map](javascript:alert(1)) or <vbscript:msgbox(1)>.\n\n![x](https://e.org/a.png) [ok](/about/) [mail](mailto:a@b)\n",
            "data/announcements/pets.yml": """
            - id: mimi
              status: lost
              latitude: 59.3
              longitude: 18.0
              photo: " &#106;avascript:alert(1)"
              contact: "file:///etc/passwd"
              description: "Seen near [the quay](data:text/html,hi)."
            """,
        ])
        defer { folder.remove() }
        let result = await build(folder)
        #expect(result.diagnostics.map(\.headline) == [
            "site/data/announcements/pets.yml:1:3: error: description link \"data:text/html,hi\" is a data: URL: \(Self.expectedURL)",
            "site/data/announcements/pets.yml:5:10: error: photo \"&#106;avascript:alert(1)\" reads as the javascript: URL \"javascript:alert(1)\" in a browser: \(Self.expectedURL)",
            "site/data/announcements/pets.yml:6:12: error: contact \"file:///etc/passwd\" is a file: URL: \(Self.expectedURL)",
            "site/pages/about.md:6:5: error: link \"javascript:alert(1)\" is a javascript: URL: \(Self.expectedURL)",
            "site/pages/about.md:6:39: error: link \"vbscript:msgbox(1)\" is a vbscript: URL: \(Self.expectedURL)",
        ])
        #expect(!result.wroteOutput)
    }

    /// The published folder gets the mode the umask gives new folders (it was 0700 from mkdtemp,
    /// so a web server running as another user could not read it), and replacing it is one atomic
    /// exchange: at no moment is there no output folder.
    @Test func theOutputIsExchangedAtomicallyAndReadableByOthers() async throws {
        let folder = try site(["site.yml": "title: T\nbaseURL: https://e.org/\n", "pages/a.md": "---\ntitle: A\n---\nOne.\n"])
        defer { folder.remove() }
        let output = folder.appending("out")
        #expect(await build(folder).wroteOutput)
        let mask = Self.umask()
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int)
        #expect(mode == 0o777 & ~mask)

        let moves = Recorded<String>()
        let missingOutputSeen = Recorded<Bool>()
        var io = FileIO.local
        let realMove = io.move, realExchange = io.exchange
        io.move = { from, to in
            moves.append(to)
            try realMove(from, to)
        }
        io.exchange = { a, b in
            let done = try realExchange(a, b)
            if !FileManager.default.fileExists(atPath: output) { missingOutputSeen.append(true) }
            return done
        }
        try "---\ntitle: A\n---\nTwo.\n".write(toFile: folder.appending("site/pages/a.md"), atomically: true, encoding: .utf8)
        #expect(await build(folder, io: io).wroteOutput)
        #expect(moves.values.isEmpty, "the output was replaced by renames: \(moves.values)")
        #expect(missingOutputSeen.values.isEmpty)
        #expect(try String(contentsOfFile: output + "/a/index.html", encoding: .utf8).contains("Two."))
        #expect(TemporaryFolder.names(in: folder.path) == ["out", "site"])
    }

    @Test func withoutAnAtomicExchangeTheTwoRenamesStillPublish() async throws {
        let folder = try site(["site.yml": "title: T\nbaseURL: https://e.org/\n", "pages/a.md": "---\ntitle: A\n---\nOne.\n"])
        defer { folder.remove() }
        var io = FileIO.local
        io.exchange = { _, _ in false }
        #expect(await build(folder, io: io).wroteOutput)
        try "---\ntitle: A\n---\nTwo.\n".write(toFile: folder.appending("site/pages/a.md"), atomically: true, encoding: .utf8)
        #expect(await build(folder, io: io).wroteOutput)
        #expect(try String(contentsOfFile: folder.appending("out/a/index.html"), encoding: .utf8).contains("Two."))
        #expect(TemporaryFolder.names(in: folder.path) == ["out", "site"])
    }

    @Test func aFailedExchangeLeavesThePreviousOutput() async throws {
        let folder = try site(["site.yml": "title: T\nbaseURL: https://e.org/\n", "pages/a.md": "---\ntitle: A\n---\nOne.\n"])
        defer { folder.remove() }
        #expect(await build(folder).wroteOutput)
        let before = try TemporaryFolder.snapshot(folder.appending("out"))
        struct Refused: Error {}
        var io = FileIO.local
        io.exchange = { _, _ in throw Refused() }
        try "---\ntitle: A\n---\nTwo.\n".write(toFile: folder.appending("site/pages/a.md"), atomically: true, encoding: .utf8)
        #expect(!(await build(folder, io: io).wroteOutput))
        #expect(try TemporaryFolder.snapshot(folder.appending("out")) == before)
        #expect(TemporaryFolder.names(in: folder.path) == ["out", "site"])
    }

    /// The process's umask, read without changing it.
    static func umask() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        return line.flatMap { Int($0.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
    }
}
