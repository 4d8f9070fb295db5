import WaymarkCore
import WaymarkData
import WaymarkModel

/// Reading `site.yml` from a site folder, for the build's load phase and for `waymark query` alike.
extension SiteConfigLoader {
    /// `site.yml` of `siteFolder` alone, read through `io` and named through `displayFolder` in messages:
    /// the configuration (`nil` when it has errors) and its diagnostics.
    package static func load(io: FileReader, siteFolder: String, displayFolder: String,
                             sources: SourceStore? = nil) -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        let configPath = siteFolder + "/site.yml"
        let configDisplay = SitePaths.join(displayFolder, "site.yml")
        guard io.kind(configPath) == .file else {
            return (nil, [.error("site.yml not found: expected a site folder with site.yml, pages/ and reports/",
                                 at: SourceLocation(path: configDisplay))])
        }
        do {
            let bytes = try io.read(configPath)
            switch UTF8Text.decode(bytes) {
            case .success(let text):
                let file = SourceFile(path: configDisplay, text: text)
                sources?.add(file)
                return SiteConfigLoader(source: file).load()
            case .failure(let problem):
                return (nil, [problem.diagnostic(path: configDisplay)])
            }
        } catch {
            return (nil, [.error("could not read site.yml: \(error)", at: SourceLocation(path: configDisplay))])
        }
    }
}
