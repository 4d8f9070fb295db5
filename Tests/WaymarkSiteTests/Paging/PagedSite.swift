import Foundation
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// A small site written into a temporary folder for the paging tests: `site.yml`, `count` reports
/// (`r01` … dated so the newest is `r01`), optionally a `reports/_index.md` and a `guides` section.
struct PagedSite {
    let folder: TemporaryFolder
    var site: String { folder.appending("site") }

    /// Writes the site; `siteYAML` is appended to the title and baseURL lines, `reportsIndex` is the
    /// front matter lines of `reports/_index.md` (none when `nil`).
    init(reports count: Int, siteYAML: String = "", reportsIndex: String? = nil, guides: Int = 0,
         guidesIndex: String = "") throws {
        folder = try TemporaryFolder()
        let site = folder.appending("site")
        try FileManager.default.createDirectory(atPath: site + "/reports", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: site + "/pages/guides", withIntermediateDirectories: true)
        try "title: Paged & <Site>\nbaseURL: https://paged.example/\n\(siteYAML)"
            .write(toFile: site + "/site.yml", atomically: true, encoding: .utf8)
        for index in 0..<count {
            let name = Self.reportName(index)
            let day = 28 - index % 28, month = 12 - index / 28 % 12
            let date = String(format: "%04d-%02d-%02d", 2024 - index / 336, month, day)
            try "---\ntitle: Report \(name) <&>\ndate: \(date)\nsummary: Summary of \(name)\n---\nText.\n"
                .write(toFile: site + "/reports/\(name).md", atomically: true, encoding: .utf8)
        }
        if let reportsIndex {
            try "---\ntitle: All reports\n\(reportsIndex)---\nIntro with a [link](/reports/).\n"
                .write(toFile: site + "/reports/_index.md", atomically: true, encoding: .utf8)
        }
        if guides > 0 {
            try "---\ntitle: Guides\n\(guidesIndex)---\n".write(toFile: site + "/pages/guides/_index.md", atomically: true, encoding: .utf8)
            for index in 0..<guides {
                try "---\ntitle: Guide \(index)\nweight: \(index)\n---\n"
                    .write(toFile: site + "/pages/guides/g\(index).md", atomically: true, encoding: .utf8)
            }
        }
    }

    /// `r01`, `r02`, …: the report file names, in list order (newest first).
    static func reportName(_ index: Int) -> String { String(format: "r%02d", index + 1) }

    /// Builds in memory; the result and the files by path.
    func build(strict: Bool = true) async -> (result: BuildResult, files: [String: String]) {
        let result = await SiteBuilder(pageKinds: .standard).build(BuildOptions(siteFolder: site, outputFolder: folder.appending("out"),
                                                            today: FixtureBuild.today, strict: strict, mode: .validate,
                                                            displayFolder: "site"))
        var files: [String: String] = [:]
        for file in result.files { files[file.path.description] = String(decoding: file.bytes, as: UTF8.self) }
        return (result, files)
    }

    /// Replaces the text of `site.yml` after its first two lines.
    func setSiteYAML(_ text: String) throws {
        try "title: Paged & <Site>\nbaseURL: https://paged.example/\n\(text)"
            .write(toFile: site + "/site.yml", atomically: true, encoding: .utf8)
    }

    func remove() { folder.remove() }

    /// The titles of the cards of a list page, in order.
    static func cardTitles(_ html: String) -> [String] {
        HTMLTable.matches(#"<h3 class="card-title"><a href="[^"]*">(.*?)</a></h3>"#, in: html).map(HTMLTable.plain)
    }
}
