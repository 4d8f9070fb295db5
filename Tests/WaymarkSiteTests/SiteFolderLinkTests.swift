import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// Symbolic links and special files in `Templates/`, `pages/` and `reports/` follow the rules of
/// `static/` (docs/hardening.md, "Files and folders"): a link inside the site is followed, one that
/// leaves the site, points to nothing or loops is a warning at its path, a named pipe is an error.
@Suite struct SiteFolderLinkTests {
    /// A site whose theme override and pages are partly links.
    private func site(in folder: TemporaryFolder) throws -> String {
        let site = folder.appending("site")
        let files = [
            "site.yml": "title: T\nbaseURL: https://e.org/\n",
            "pages/about.md": "---\ntitle: About\n---\nAbout.\n",
            "reports/harbour.md": "---\ntitle: Harbour\n---\nHarbour.\n",
            "assets/linked.md": "---\ntitle: Linked\n---\nLinked page.\n",
            "assets/page.mustache": "{{<base}}{{$main}}<p>linked theme</p>{{{page.content}}}{{/main}}{{/base}}\n",
        ]
        try FileManager.default.createDirectory(atPath: site + "/Templates", withIntermediateDirectories: true)
        try "do not publish\n".write(toFile: folder.appending("secret.md"), atomically: true, encoding: .utf8)
        let links = [
            "Templates/page.mustache": "../assets/page.mustache",   // a file inside the site
            "Templates/zero.mustache": "/dev/zero",                 // out of the site (a device)
            "pages/linked.md": "../assets/linked.md",               // a file inside the site
            "pages/full.md": "/dev/full",                           // out of the site
            "pages/secret.md": folder.appending("secret.md"),       // out of the site
            "pages/gone.md": "../assets/nothing.md",                // nothing
            "pages/loop": ".",                                      // the folder that holds the link
            "reports/gone.md": "nothing.md",                        // nothing
        ]
        try TemporaryFolder.write(files, links: links, under: site)
        return site
    }

    private func build(_ site: String, into output: String) async -> BuildResult {
        await SiteBuilder(io: .local, pageKinds: .standard).build(BuildOptions(siteFolder: site, outputFolder: output, today: FixtureBuild.today,
                                                         displayFolder: "site"))
    }

    @Test func linksInsideAreFollowedAndOthersAreWarnings() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try site(in: folder)
        let result = await build(site, into: folder.appending("out"))
        let outOfSite = "is a symbolic link out of the site: it is skipped (links are followed only to files and folders inside the site folder)"
        let dangling = "is a symbolic link to nothing: it is skipped (expected a link to an existing file or folder inside the site)"
        #expect(result.diagnostics.map(\.headline) == [
            "site/Templates/zero.mustache: warning: \(outOfSite)",
            "site/pages/full.md: warning: \(outOfSite)",
            "site/pages/gone.md: warning: \(dangling)",
            "site/pages/loop: warning: is a symbolic link to a folder that contains it: it is skipped (following it would never end)",
            "site/pages/secret.md: warning: \(outOfSite)",
            "site/reports/gone.md: warning: \(dangling)",
        ])
        #expect(result.wroteOutput)
        let output = try TemporaryFolder.snapshot(folder.appending("out"))
        let linked = try #require(output["linked/index.html"])
        #expect(String(decoding: linked, as: UTF8.self).contains("Linked page."))
        #expect(String(decoding: linked, as: UTF8.self).contains("<p>linked theme</p>"))
        #expect(!output.values.contains { String(decoding: $0, as: UTF8.self).contains("do not publish") })
    }

    /// Named pipes, and a link inside the site to one: `Templates/` alone, then `pages/` and
    /// `reports/` (a theme error stops the build before pages are read).
    @Test(arguments: [["Templates/pipe.mustache"], ["pages/pipe.md", "reports/pipe.md"]])
    func aNamedPipeIsAnErrorAtItsPath(paths: [String]) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try site(in: folder)
        #expect(mkfifo(site + "/assets/pipe", 0o644) == 0)
        for path in paths {
            if path.hasPrefix("reports/") {
                try FileManager.default.createSymbolicLink(atPath: site + "/" + path, withDestinationPath: "../assets/pipe")
            } else {
                #expect(mkfifo(site + "/" + path, 0o644) == 0)
            }
        }
        let result = await build(site, into: folder.appending("out"))
        let pipe = "is a named pipe, not a regular file: expected a regular file (only regular files are read)"
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.headline) == paths.map { "site/\($0): error: \(pipe)" })
        #expect(!result.wroteOutput)
    }
}
