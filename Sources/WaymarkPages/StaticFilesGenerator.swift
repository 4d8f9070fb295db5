import WaymarkData
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// Copies the theme's `static/` files and then the site's own `static/` folder, byte for byte, to
/// the output root (`static/waymark.css` → `waymark.css`); a site file replaces the theme file with
/// the same path. The theme's `static/search/` (the search box's script) is copied only for a site
/// with `search: true`. Hidden files are skipped. Symbolic links to files and folders inside the site are
/// followed (the file is copied at the link's path); a link out of the site, to nothing, or to a
/// folder that contains it is skipped with a warning at its path (docs/hardening.md).
package struct StaticFilesGenerator: SiteGenerator {
    /// `static`, in `--verbose` output.
    package let name = "static"

    /// The theme's static folder that only a site with `search: true` gets.
    static let searchFolder = "search/"

    /// Creates the generator.
    package init() {}

    /// One job per output file; see the type's description for what is checked.
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        var plan = GeneratorPlan()
        var files: [String: (origin: String, bytes: [UInt8])] = [:]
        // The theme's search script (`static/search/`) is published with the search page only.
        for (path, bytes) in site.theme.staticFiles where site.config.search || !path.hasPrefix(Self.searchFolder) {
            files[path] = ("(theme)/static/" + path, bytes)
        }
        let folder = site.siteFolder + "/static"
        do {
            let listing = try site.io.reader.filesFollowingLinks(under: folder, site: site.siteFolder, display: site.displayPath("static"))
            plan.diagnostics += listing.warnings
            for path in listing.files {
                do {
                    files[path] = (site.displayPath("static/" + path), try site.io.read(folder + "/" + path))
                } catch {
                    plan.diagnostics += FileReader.diagnostics(for: error, folder: folder + "/" + path,
                                                           display: site.displayPath("static/" + path), what: "could not read the file")
                }
            }
        } catch {
            plan.diagnostics += FileReader.diagnostics(for: error, folder: folder, display: site.displayPath("static"),
                                                   what: "could not list the folder")
        }
        for path in files.keys.sorted() {
            guard let file = files[path] else { continue }
            guard let output = OutputPath(path) else {
                plan.diagnostics.append(.error("cannot copy \"\(path)\": expected a path inside the output folder",
                                               at: SourceLocation(path: file.origin)))
                continue
            }
            let bytes = file.bytes
            plan.jobs.append(PageJob(path: output, origin: file.origin, isPage: false, sitemap: nil) { _ in bytes })
        }
        return plan
    }
}
