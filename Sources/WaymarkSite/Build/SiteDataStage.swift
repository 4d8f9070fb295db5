import Foundation
import WaymarkConfig
import WaymarkCore
import WaymarkData
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel
import WaymarkResolve

/// The data phase of a build: the site's `sources:` and geocoding settings (read from `site.yml` at load), handed to
/// ``WaymarkResolve/DataResolver`` (the same data stage `waymark query` runs). The online provider is
/// asked only when `site.yml` configures one *and* the build sets ``BuildOptions/online``.
struct SiteDataStage {
    let options: BuildOptions
    let config: SiteConfig
    let displayFolder: String
    /// What `--cache` kept of the last build's data phase (``DataRowCache``); `nil` reads everything.
    var kept: DataRowCache?

    func run() async -> ResolvedData {
        var problems: [Diagnostic] = []
        let online = onlineConfiguration(diagnostics: &problems)
        var resolver = DataResolver(siteFolder: options.siteFolder, displayFolder: displayFolder,
                                    sources: RecordSources(declarations: config.sources, drivers: options.sourceDrivers),
                                    online: online, onlineProblems: problems,
                                    writesGeocodeCache: options.mode == .write, today: options.today)
        resolver.queryDefaults = config.defaults
        if let kept {
            resolver.rows = kept.reuses
            resolver.knownNearest = kept.nearest
        }
        return await resolver.run()
    }

    /// The online provider's settings when `site.yml` has `geocoding.online` and the build set `online`
    /// (the section was read and checked at load).
    private func onlineConfiguration(diagnostics: inout [Diagnostic]) -> OnlineGeocoderConfiguration? {
        guard options.online else { return nil }
        guard let online = config.geocoding.online else {
            diagnostics.append(.warning(
                "--online was given but site.yml has no geocoding.online section: expected geocoding: { online: { baseURL: … } }; geocoding offline",
                at: SourceLocation(path: SitePaths.join(displayFolder, "site.yml"))))
            return nil
        }
        return online
    }
}
