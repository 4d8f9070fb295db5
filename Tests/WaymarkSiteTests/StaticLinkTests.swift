import Foundation
import Testing
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// Symbolic links in `static/`: followed to files and folders inside the site, skipped with a
/// warning at their path when they leave the site, point to nothing or loop.
@Suite struct StaticLinkTests {
    @Test func linksInsideTheSiteAreFollowedAndOthersAreWarnings() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.appending("site")
        let outside = folder.appending("secret.txt")
        let files = [
            "site.yml": "title: T\nbaseURL: https://e.org/\n",
            "static/css/site.css": "body{}\n",
            "assets/logo.svg": "<svg/>\n",
            "assets/fonts/a.woff": "font\n",
        ]
        try "do not publish\n".write(toFile: outside, atomically: true, encoding: .utf8)
        let links = [
            "static/logo.svg": "../assets/logo.svg",          // a file inside the site
            "static/fonts": "../assets/fonts",                // a folder inside the site
            "static/css/again.css": "site.css",               // a file next to it
            "static/secret.txt": outside,                     // a file out of the site
            "static/etc": "/etc",                             // a folder out of the site
            "static/gone.png": "../assets/nothing.png",       // nothing
            "static/css/loop": "..",                          // a folder that contains the link
        ]
        try TemporaryFolder.write(files, links: links, under: site)
        let result = await SiteBuilder(io: .local, pageKinds: .standard).build(BuildOptions(siteFolder: site, outputFolder: folder.appending("out"),
                                                                     today: FixtureBuild.today, displayFolder: "site"))
        #expect(result.diagnostics.map(\.headline) == [
            "site/static/css/loop: warning: is a symbolic link to a folder that contains it: it is skipped (following it would never end)",
            "site/static/etc: warning: is a symbolic link out of the site: it is skipped (links are followed only to files and folders inside the site folder)",
            "site/static/gone.png: warning: is a symbolic link to nothing: it is skipped (expected a link to an existing file or folder inside the site)",
            "site/static/secret.txt: warning: is a symbolic link out of the site: it is skipped (links are followed only to files and folders inside the site folder)",
        ])
        #expect(result.wroteOutput)
        let output = try TemporaryFolder.snapshot(folder.appending("out"))
        #expect(output["logo.svg"] == Array("<svg/>\n".utf8))
        #expect(output["fonts/a.woff"] == Array("font\n".utf8))
        #expect(output["css/again.css"] == Array("body{}\n".utf8))
        #expect(output["secret.txt"] == nil && output["gone.png"] == nil)
        #expect(!output.keys.contains { $0.hasPrefix("etc/") || $0.hasPrefix("css/loop") })
        // The copies are files, not links.
        var info = stat()
        #expect(lstat(folder.appending("out/logo.svg"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG)
    }
}
