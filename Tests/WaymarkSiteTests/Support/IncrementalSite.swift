import Foundation
import WaymarkModel
import WaymarkPages
@testable import WaymarkRender
@testable import WaymarkSite

/// A copy of a fixture site in a temporary folder, built in memory both by one long-lived builder
/// with a render cache, a content cache and a data cache (as `waymark serve` does) and by a fresh
/// builder.
final class IncrementalSite {
    let folder: TemporaryFolder
    let site: String
    let themeFolder: String?
    let cached: SiteBuilder
    let caches = PreviewCaches()
    var renderCache: RenderCache { caches.render }
    var contentCache: ContentPageCache { caches.content }
    var dataCache: DataStageCache { caches.data }

    /// Copies `Tests/Fixtures/sites/<fixture>`; with `copyTheme`, also the repository's
    /// `Templates/` to read the default theme from.
    init(_ fixture: String, copyTheme: Bool = false) throws {
        folder = try TemporaryFolder()
        site = folder.appending("site")
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtureSite(fixture), toPath: site)
        if copyTheme {
            let theme = folder.appending("Templates")
            try FileManager.default.copyItem(atPath: RepositoryPaths.root.appendingPathComponent("Templates").path, toPath: theme)
            themeFolder = theme
        } else {
            themeFolder = nil
        }
        var builder = SiteBuilder(pageKinds: .standard)
        builder.caches = caches
        cached = builder
    }

    deinit { folder.remove() }

    /// Builds with the caches; the files by path, or the diagnostics when the build fails.
    func buildCached() async -> [String: [UInt8]] { await build(with: cached, themeFolder: themeFolder) }

    /// Builds with a fresh builder (no caches) and the given theme folder.
    func buildFresh(themeFolder: String?? = .none) async -> [String: [UInt8]] {
        await build(with: SiteBuilder(pageKinds: .standard), themeFolder: themeFolder ?? self.themeFolder)
    }

    private func build(with builder: SiteBuilder, themeFolder: String?) async -> [String: [UInt8]] {
        var options = BuildOptions(siteFolder: site, outputFolder: folder.appending("unused-output"),
                                   today: FixtureBuild.today, mode: .validate, displayFolder: "site")
        options.themeFolder = themeFolder
        let result = await builder.build(options)
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path.description] = file.bytes }
        if !result.succeeded {
            files["(diagnostics)"] = Array(result.diagnostics.map(\.description).joined(separator: "\n").utf8)
        }
        return files
    }

    /// Replaces `old` by `new` in the file `relative` (to the site folder, or to the theme folder
    /// when it starts with `Templates/` and a theme copy exists); the text must contain `old`.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let path = relative.hasPrefix("Templates/") && themeFolder != nil
            ? folder.appending(relative) : site + "/" + relative
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.contains(old) else { throw EditError(description: "\(relative) does not contain \(old)") }
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Appends `text` to the file `relative` of the site folder.
    func append(_ text: String, to relative: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: site + "/" + relative))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    struct EditError: Error, CustomStringConvertible { var description: String }
}
