import WaymarkData
import WaymarkDiscovery
import WaymarkModel

/// A site's records as a build sees them — loaded from `data/`, geocoded offline (embedded gazetteer
/// and the site's geocode cache), charters given their country, indexed — for commands that need the
/// data without the pages (`waymark query`), so they answer exactly what a ```` ```waymark ```` block
/// of the same site shows.
public struct SiteRecords: Sendable {
    /// The records, geocoded coordinates and charter countries filled in.
    public var data: SiteData
    /// The indexes over `data`.
    public var discovery: DiscoveryIndex
    /// What forward and reverse geocoding found, by record.
    public var geocoded: GeocodedPlaces
    /// Load and geocoding problems, unpromoted and sorted (apply `--strict` with `promoted(strict:)`).
    public var diagnostics: [Diagnostic]

    /// Runs the build's data phase on `siteFolder`, naming files through `displayFolder` in messages.
    /// Never asks an online geocoder and never writes. The `sources:` of `site.yml` are read with
    /// `sourceDrivers`; a `site.yml` that cannot be read gives no sources (its problems are the
    /// build's to report).
    public static func load(siteFolder: String, displayFolder: String, today: CalendarDate,
                            sourceDrivers: [any RecordSourceDriver] = []) async -> SiteRecords {
        var options = BuildOptions(siteFolder: siteFolder, outputFolder: siteFolder + "/Output", today: today,
                                   mode: .validate, displayFolder: displayFolder)
        options.sourceDrivers = sourceDrivers
        var config = SiteConfig(title: "", baseURL: "https://invalid.example/")
        var configErrors: [Diagnostic] = []
        if !sourceDrivers.isEmpty {
            let loaded = SiteLoader(io: .local, siteFolder: siteFolder, displayFolder: displayFolder).loadConfig()
            config.sources = loaded.config?.sources ?? []
            configErrors = loaded.diagnostics.filter { $0.severity == .error }
        }
        let stage = await SiteDataStage(options: options, config: config, displayFolder: displayFolder).run()
        return SiteRecords(data: stage.data, discovery: stage.discovery, geocoded: stage.geocoded, diagnostics: Diagnostics(configErrors + stage.diagnostics).sorted)
    }
}
