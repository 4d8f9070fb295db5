import Foundation
import Testing

/// The command line against hostile or broken input, as a process: negative coordinates, usage
/// errors that must not pass, escape sequences that must not reach the terminal, and folders the
/// user may not read (run without the privilege to read them: root reads everything).
@Suite
struct HardeningCommandLineTests {
    @Test(arguments: [
        ["query", "airports", "--site", "aviation", "--near", "-33.9,151.2", "--nearest", "2", "--format", "csv"],
        ["query", "airports", "--site", "aviation", "--bbox", "-10,35,30,60", "--format", "csv"],
        ["query", "airports", "--site", "aviation", "--near=-33.9,-151.2", "--nearest", "1", "--format", "csv"],
    ])
    func negativeCoordinatesAreValues(arguments: [String]) throws {
        let run = try WaymarkProcess.run(arguments, in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("id,name,"))
    }

    @Test(arguments: [
        (["query", "charters", "--site", "/etc"], "Error: --site \"/etc\" has no site.yml: expected a site folder (holds site.yml)"),
        (["geocode", ""], "Error: the place text is empty: expected e.g. waymark geocode \"Split, Croatia\""),
        (["query", "airports", "--site", "aviation", "--near-airport", "LFMD", "--within", "9999999999999999999999km"],
         "Error: --within \"9999999999999999999999km\" is not a distance (more than half the Earth's circumference, 20,037.5 km): expected a number and a unit, e.g. 10km, 25nm, 5mi, 800m"),
    ])
    func usageErrorsThatUsedToPassExitWith64(arguments: [String], message: String) throws {
        let run = try WaymarkProcess.run(arguments, in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix(message + "\n"), "\(run.errors)")
    }

    @Test func escapeSequencesNeverReachTheTerminal() throws {
        let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J"
        let geocode = try WaymarkProcess.run(["geocode", hostile], in: RepositoryPaths.fixtureSite(""))
        #expect(!geocode.output.contains("\u{1B}") && !geocode.errors.contains("\u{1B}"))
        #expect(geocode.output.contains("\\u{1B}]0;PWNED\\u{7}"))
        let query = try WaymarkProcess.run(["query", "airports", "--site", "aviation", "--search", hostile],
                                           in: RepositoryPaths.fixtureSite(""))
        #expect(!query.output.contains("\u{1B}") && !query.errors.contains("\u{1B}"))

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("site/pages"), withIntermediateDirectories: true)
        try "title: T\nbaseURL: https://e.org/\n".write(toFile: folder.appending("site/site.yml"), atomically: true, encoding: .utf8)
        // YAML's own escapes put the control characters into the value.
        try "---\ntitle: x\ndate: \"2025\\e]0;PWNED\\a\"\n---\nred\n"
            .write(toFile: folder.appending("site/pages/p.md"), atomically: true, encoding: .utf8)
        let check = try WaymarkProcess.run(["check", "--site", "site"], in: folder.path)
        #expect(check.status == 1)
        #expect(!check.errors.contains("\u{1B}") && !check.output.contains("\u{1B}"))
        #expect(check.errors.contains(#"date "2025\u{1B}]0;PWNED\u{7}" is not a date"#))
    }

    /// `waymark` run without the capabilities that let root read any file, so permissions apply.
    private func runUnprivileged(_ arguments: [String], in folder: String) throws -> WaymarkProcess {
        guard getuid() == 0 else { return try WaymarkProcess.run(arguments, in: folder) }
        return try WaymarkProcess.run(arguments, in: folder, prefix: ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"])
    }

    @Test func everyUnreadableFolderIsAnErrorAndTheOutputIsKept() throws {
        let folder = try TemporaryFolder()
        defer {
            for path in ["reports", "pages/private", "static", "Templates", "data/charters", "data/announcements", "data/airports"] {
                chmod(folder.appending("site/" + path), 0o755)
            }
            folder.remove()
        }
        let site = folder.appending("site")
        for path in ["reports", "pages/private", "static", "Templates", "data/charters", "data/announcements", "data/airports"] {
            try FileManager.default.createDirectory(atPath: site + "/" + path, withIntermediateDirectories: true)
        }
        try "title: T\nbaseURL: https://e.org/\n".write(toFile: site + "/site.yml", atomically: true, encoding: .utf8)
        try "---\ntitle: Q4\n---\nText.\n".write(toFile: site + "/reports/q4.md", atomically: true, encoding: .utf8)
        try "---\ntitle: Home\n---\nHello.\n".write(toFile: site + "/pages/_index.md", atomically: true, encoding: .utf8)
        let first = try runUnprivileged(["build", "--site", "site", "--output", "out", "--now", "2026-06-01"], in: folder.path)
        #expect(first.status == 0, "\(first.errors)")
        let before = try TemporaryFolder.snapshot(folder.appending("out"))
        for path in ["reports", "pages/private", "static", "Templates", "data/charters", "data/announcements", "data/airports"] {
            #expect(chmod(site + "/" + path, 0) == 0)
        }
        let second = try runUnprivileged(["build", "--site", "site", "--output", "out", "--now", "2026-06-01"], in: folder.path)
        #expect(second.status == 1)
        let lines = second.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines == [
            "site/Templates: error: cannot read the folder (permission denied): expected a folder this user may list",
            "site/data/airports: error: cannot read the folder (permission denied): expected a folder this user may list",
            "site/data/announcements: error: cannot read the folder (permission denied): expected a folder this user may list",
            "site/data/charters: error: cannot read the folder (permission denied): expected a folder this user may list",
            "site/pages/private: error: cannot read the folder (permission denied): expected a folder this user may list",
            "site/reports: error: cannot read the folder (permission denied): expected a folder this user may list",
        ])
        #expect(try TemporaryFolder.snapshot(folder.appending("out")) == before)
        // static/ is listed when the pages are planned, which load errors stop: alone, it is an error too.
        for path in ["reports", "pages/private", "Templates", "data/charters", "data/announcements", "data/airports"] {
            #expect(chmod(site + "/" + path, 0o755) == 0)
        }
        let third = try runUnprivileged(["build", "--site", "site", "--output", "out", "--now", "2026-06-01"], in: folder.path)
        #expect(third.status == 1)
        #expect(third.errors.split(separator: "\n").filter { $0.contains(": error: ") } == [
            "site/static: error: cannot read the folder (permission denied): expected a folder this user may list",
        ])
        #expect(try TemporaryFolder.snapshot(folder.appending("out")) == before)
    }
}
