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
    /// Never asks an online geocoder and never writes.
    public static func load(siteFolder: String, displayFolder: String, today: CalendarDate) async -> SiteRecords {
        let options = BuildOptions(siteFolder: siteFolder, outputFolder: siteFolder + "/Output", today: today,
                                   mode: .validate, displayFolder: displayFolder)
        let config = SiteConfig(title: "", baseURL: "https://invalid.example/")
        let stage = await SiteDataStage(options: options, config: config, displayFolder: displayFolder).run()
        return SiteRecords(data: stage.data, discovery: stage.discovery, geocoded: stage.geocoded, diagnostics: Diagnostics(stage.diagnostics).sorted)
    }
}
