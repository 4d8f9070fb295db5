import WaymarkCore
import WaymarkData
import WaymarkModel
import WaymarkOutput

extension Theme {
    /// The default theme overridden by the files of `<siteFolder>/Templates/` (all `.mustache` files,
    /// and everything under `Templates/static/`). `displayFolder` is how the site folder is named in
    /// messages. With `themeFolder`, the default theme is read from that folder (same layout as the
    /// repository's `Templates/`) instead of the copy embedded in the binary.
    package static func load(siteFolder: String, displayFolder: String, io: FileIO,
                     themeFolder: String? = nil) -> (theme: Theme?, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        var base: [String: String]?
        if let themeFolder {
            let files = readFolder(themeFolder, display: themeFolder, io: io, diagnostics: &diagnostics)
            var texts = files.templates
            for (path, bytes) in files.statics {
                let text: String
                switch UTF8Text.decode(bytes) {
                case .success(let decoded): text = decoded
                case .failure(let problem):
                    diagnostics.append(problem.diagnostic(path: themeFolder + "/static/" + path))
                    continue
                }
                texts["static/" + path] = text
            }
            base = texts
        }
        let overrideDisplay = SitePaths.join(displayFolder, "Templates")
        let site = readFolder(siteFolder + "/Templates", display: overrideDisplay, io: io, diagnostics: &diagnostics)
        if diagnostics.hasErrors { return (nil, diagnostics.items) }
        return load(overrides: site.templates, staticOverrides: site.statics, overrideFolder: overrideDisplay,
                    base: base, baseFolder: themeFolder ?? "(default theme)")
    }

    /// The `.mustache` files (as text) and the files under `static/` (as bytes) of `folder`, by path
    /// relative to it; problems are named `display/path`. A missing folder has no files.
    private static func readFolder(_ folder: String, display: String, io: FileIO, diagnostics: inout Diagnostics)
        -> (templates: [String: String], statics: [String: [UInt8]]) {
        var templates: [String: String] = [:]
        var statics: [String: [UInt8]] = [:]
        do {
            for path in try io.listFiles(folder) where path.hasSuffix(".mustache") || path.hasPrefix("static/")
                || Theme.isCatalogue(path) {
                let bytes: [UInt8]
                do {
                    bytes = try io.read(folder + "/" + path)
                } catch {
                    diagnostics.append(contentsOf: FileIO.diagnostics(for: error, folder: folder, display: display,
                                                                      what: "could not read the template"))
                    continue
                }
                if path.hasPrefix("static/") {
                    statics[String(path.dropFirst("static/".count))] = bytes
                    continue
                }
                let text: String
                switch UTF8Text.decode(bytes) {
                case .success(let decoded): text = decoded
                case .failure(let problem):
                    diagnostics.append(problem.diagnostic(path: display + "/" + path))
                    continue
                }
                templates[path] = text
            }
        } catch {
            diagnostics.append(contentsOf: FileIO.diagnostics(for: error, folder: folder, display: display,
                                                              what: "could not read the site's templates"))
        }
        return (templates, statics)
    }
}
