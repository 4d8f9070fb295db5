import Foundation
import WaymarkModel
import WaymarkPages
@testable import WaymarkSite

/// A site made by `SiteScaffold` in a temporary folder and built in memory (validate mode, strict).
struct ScaffoldedSite {
    let folder: TemporaryFolder
    let result: BuildResult
    let files: [String: [UInt8]]

    /// The site folder inside `folder`.
    var sitePath: String { folder.appending("site") }

    /// Scaffolds with `settings`, then builds the site as of `buildDay` (the scaffold's day when nil).
    static func make(_ settings: ScaffoldSettings, buildDay: CalendarDate? = nil) async throws -> ScaffoldedSite {
        let folder = try TemporaryFolder()
        _ = try SiteScaffold().create(in: folder.appending("site"), settings: settings)
        let options = BuildOptions(siteFolder: folder.appending("site"), outputFolder: folder.appending("Output"),
                                   today: buildDay ?? settings.today, strict: true, mode: .validate, displayFolder: "site")
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        return ScaffoldedSite(folder: folder, result: result, files: files)
    }

    /// The file at `path` as UTF-8 text ("" when missing).
    func text(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The text between each `<tbody>` and its `</tbody>`, in order.
    static func tableBodies(in text: String) -> [Substring] {
        var bodies: [Substring] = []
        var rest = Substring(text)
        while let start = rest.range(of: "<tbody>"), let end = rest.range(of: "</tbody>", range: start.upperBound..<rest.endIndex) {
            bodies.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        return bodies
    }

    /// The ids linked as `…/<folder>/<id>/index.html` in `text`, in order of appearance, without repeats.
    static func linkedIDs(in text: some StringProtocol, under folder: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(text)
        while let hit = rest.range(of: folder) {
            rest = rest[hit.upperBound...]
            let id = String(rest.prefix { $0 != "/" })
            if rest.dropFirst(id.count).hasPrefix("/index.html"), !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}

extension CalendarDate {
    /// A date from a literal known to be valid in a test table.
    static func test(_ text: String) -> CalendarDate {
        CalendarDate(iso8601: text) ?? CalendarDate(daysSinceEpoch: 0)
    }
}
