import Foundation
import WaymarkCore
import WaymarkData
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel
import WaymarkResolve

/// The data phase of a build: the site's `sources:` and geocoding settings from `site.yml`, handed to
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
        if let kept {
            resolver.rows = kept.reuses
            resolver.knownNearest = kept.nearest
        }
        return await resolver.run()
    }

    /// The online provider's settings when `site.yml` has `geocoding.online` and the build set `online`.
    private func onlineConfiguration(diagnostics: inout [Diagnostic]) -> OnlineGeocoderConfiguration? {
        guard options.online else { return nil }
        let location = SourceLocation(path: SitePaths.join(displayFolder, "site.yml"))
        do {
            guard let online = try config.section("geocoding", as: GeocodingSettings.self)?.online else {
                diagnostics.append(.warning(
                    "--online was given but site.yml has no geocoding.online section: expected geocoding: { online: { baseURL: … } }; geocoding offline",
                    at: location))
                return nil
            }
            return online
        } catch {
            diagnostics.append(.error("geocoding section of site.yml is not valid (\(error)): expected geocoding: { online: { baseURL: https://… } }",
                                      at: location))
            return nil
        }
    }
}
