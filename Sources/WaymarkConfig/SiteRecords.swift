import WaymarkData
import WaymarkDiscovery
import WaymarkModel
import WaymarkResolve

/// A site's records as a build sees them — loaded from `data/`, geocoded offline (embedded gazetteer
/// and the site's geocode cache), charters given their country, indexed — for commands that need the
/// data without the pages (`waymark query`), so they answer exactly what a ```` ```waymark ```` block
/// of the same site shows: the same ``WaymarkResolve/DataResolver`` a build runs.
package enum SiteRecords {
    /// Runs the build's data phase on `siteFolder`, naming files through `displayFolder` in messages.
    /// Never asks an online geocoder and never writes. The `sources:` of `site.yml` are read with
    /// `sourceDrivers`; a `site.yml` that cannot be read gives no sources (its problems are the
    /// build's to report).
    package static func load(siteFolder: String, displayFolder: String, today: CalendarDate,
                            sourceDrivers: [any RecordSourceDriver] = []) async -> ResolvedData {
        var declarations: [RecordSourceDeclaration] = []
        var configErrors: [Diagnostic] = []
        if !sourceDrivers.isEmpty {
            let loaded = SiteConfigLoader.load(io: .local, siteFolder: siteFolder, displayFolder: displayFolder)
            declarations = loaded.config?.sources ?? []
            configErrors = loaded.diagnostics.filter { $0.severity == .error }
        }
        var resolved = await DataResolver(siteFolder: siteFolder, displayFolder: displayFolder,
                                          sources: RecordSources(declarations: declarations, drivers: sourceDrivers),
                                          today: today).run()
        resolved.diagnostics = Diagnostics(configErrors + resolved.diagnostics).sorted
        return resolved
    }
}
