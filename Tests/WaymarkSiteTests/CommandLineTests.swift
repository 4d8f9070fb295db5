import Foundation
import Testing

/// The `waymark` executable built with the tests (``RepositoryPaths/waymarkBinary``).
enum WaymarkBinary {
    static let path = RepositoryPaths.waymarkBinary
}

/// `waymark build` as a process: exit codes and where messages go.
@Suite struct CommandLineTests {

    func run(_ arguments: [String], in folder: String) throws -> WaymarkProcess {
        try WaymarkProcess.run(arguments, in: folder)
    }

    @Test func successPrintsOneSummaryLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try run(["build", "--site", RepositoryPaths.fixtureSite("basic"), "--output", "Out", "--now", "2025-06-10"],
                          in: folder.path)
        #expect(run.status == 0)
        #expect(run.errors == "", "no progress line when standard error is not a terminal")
        #expect(run.output.hasPrefix("Built 9 pages, 0 maps, 0 feeds (18 files) into Out/ in "))
        #expect(run.output.hasSuffix(" s\n"))
        #expect(run.output.split(separator: "\n").count == 1)
    }

    /// The program allocates through mimalloc (docs/scale.md, "Memory"): asked to be verbose, the
    /// allocator announces itself, which it cannot do when the linker has dropped it.
    @Test func theProgramAllocatesThroughMimalloc() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try WaymarkProcess.run(["build", "--site", RepositoryPaths.fixtureSite("basic"), "--output", "Out",
                                          "--now", "2025-06-10", "--quiet"],
                                         in: folder.path, environment: ["MIMALLOC_VERBOSE": "1"])
        #expect(run.status == 0)
        #expect(run.errors.contains("mimalloc: process init"))
    }

    @Test func checkPrintsOneLineWithPagesRecordsAndTime() throws {
        let run = try run(["check", "--site", "pets-charters", "--now", "2026-06-01"], in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 0)
        #expect(run.errors.split(separator: "\n").first?.hasPrefix("pets-charters/data/charters/charters.yml:17:3: warning: ") == true)
        #expect(!run.errors.contains("\r") && !run.errors.contains("\u{1B}"), "no progress line when standard error is not a terminal")
        #expect(run.output.hasPrefix("Checked 34 pages, 9 charters, 7 announcements, 3 places, 0 airports in "))
        #expect(run.output.hasSuffix(" s: no errors, 3 warnings\n"))
        #expect(run.output.split(separator: "\n").count == 1)
    }

    /// Without GSHHG the build still succeeds over Natural Earth and says so once, not once per map.
    @Test func missingCoastlinesWarnOncePerBuild() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = ["build", "--site", RepositoryPaths.fixtureSite("pets-charters"), "--output", "Out", "--now", "2026-06-01"]
        let missing = try WaymarkProcess.run(arguments, in: folder.path, environment: ["WAYMARK_GSHHG_DIR": folder.path + "/no-gshhg"])
        #expect(missing.status == 0)
        #expect(missing.errors.components(separatedBy: "warning: no GSHHG coastlines in \(folder.path)/no-gshhg").count - 1 == 1)
        #expect(missing.output.contains(" maps, "), "the site has maps")
        let svg = try String(contentsOfFile: folder.path + "/Out/charters/sail-ongoing/index.html", encoding: .utf8)
        #expect(svg.contains("<svg") && !svg.contains("GSHHG"))
        let present = try WaymarkProcess.run(["build", "--site", RepositoryPaths.fixtureSite("pets-charters"), "--output", "Out2",
                                              "--now", "2026-06-01"], in: folder.path)
        #expect(present.status == 0)
        #expect(!present.errors.contains("GSHHG"))
        let drawn = try String(contentsOfFile: folder.path + "/Out2/charters/sail-ongoing/index.html", encoding: .utf8)
        #expect(drawn.contains("GSHHG (LGPL)"))
    }

    @Test func contentErrorsExitWithOneAndPrintEveryError() throws {
        // `--no-cache`: the data phase keeps its rows even for a failed build, and the default cache
        // folder is relative to the working folder, here the repository's fixtures.
        let run = try run(["build", "--site", "broken", "--output", "/nonexistent-waymark-out", "--now", "2025-06-10", "--no-cache"],
                          in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 1)
        #expect(run.errors.components(separatedBy: ": error: ").count - 1 == 7)
        #expect(run.errors.hasPrefix("broken/pages/b.md:3:7: error: duplicate slug \"same\""))
        #expect(run.output == "Build failed with 7 errors and 1 warning; /nonexistent-waymark-out was left as it was\n")
    }

    @Test(arguments: [
        (["build", "--now", "2025-13-01"], "Error: --now \"2025-13-01\" is not a date: expected YYYY-MM-DD"),
        (["build", "--site", "no-such-folder"], "Error: --site \"no-such-folder\" is not a folder: expected the folder that holds site.yml"),
        (["build", "--quiet", "--verbose"], "Error: --quiet and --verbose cannot be used together"),
        (["build", "--site", "basic", "--output", "basic"],
         "Error: --output \"basic\" would replace the site folder \"basic\": expected a folder outside it, such as Output"),
    ])
    func usageErrorsExitWith64(arguments: [String], message: String) throws {
        let run = try run(arguments, in: RepositoryPaths.fixtureSite(""))
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix(message + "\n"))
    }
}
