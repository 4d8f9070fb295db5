import WaymarkCore
import WaymarkData
import WaymarkModel

extension Theme {
    /// The default theme overridden by the files of `<siteFolder>/Templates/` (all `.mustache` files,
    /// and everything under `Templates/static/`). `displayFolder` is how the site folder is named in
    /// messages. With `themeFolder`, the default theme is read from that folder (same layout as the
    /// repository's `Templates/`) instead of the copy embedded in the binary.
    package static func load(siteFolder: String, displayFolder: String, reader: FileReader,
                     themeFolder: String? = nil) -> (theme: Theme?, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        var base: [String: String]?
        if let themeFolder {
            let files = readFolder(themeFolder, display: themeFolder, reader: reader, diagnostics: &diagnostics)
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
        let site = readFolder(siteFolder + "/Templates", display: overrideDisplay, reader: reader, linksInside: siteFolder,
                              diagnostics: &diagnostics)
        if diagnostics.hasErrors { return (nil, diagnostics.items) }
        let loaded = load(overrides: site.templates, staticOverrides: site.statics, overrideFolder: overrideDisplay,
                          base: base, baseFolder: themeFolder ?? "(default theme)")
        return (loaded.theme, diagnostics.items + loaded.diagnostics)
    }

    /// The `.mustache` files (as text) and the files under `static/` (as bytes) of `folder`, by path
    /// relative to it; problems are named `display/path`. A missing folder has no files. With
    /// `linksInside` (the site folder), links inside it are followed and the others are warnings, as
    /// in `static/`; without it (a theme folder given on the command line) links are not followed.
    private static func readFolder(_ folder: String, display: String, reader: FileReader, linksInside site: String? = nil,
                                   diagnostics: inout Diagnostics)
        -> (templates: [String: String], statics: [String: [UInt8]]) {
        var templates: [String: String] = [:]
        var statics: [String: [UInt8]] = [:]
        do {
            let files: [String]
            if let site {
                let listing = try reader.filesFollowingLinks(under: folder, site: site, display: display)
                diagnostics.append(contentsOf: listing.warnings)
                files = listing.files
            } else {
                files = try reader.listFiles(folder)
            }
            for path in files where path.hasSuffix(".mustache") || path.hasPrefix("static/")
                || Theme.isCatalogue(path) {
                let bytes: [UInt8]
                do {
                    bytes = try reader.read(folder + "/" + path)
                } catch {
                    diagnostics.append(contentsOf: FileReader.diagnostics(for: error, folder: folder, display: display,
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
            diagnostics.append(contentsOf: FileReader.diagnostics(for: error, folder: folder, display: display,
                                                              what: "could not read the site's templates"))
        }
        return (templates, statics)
    }
}
