import WaymarkData
import WaymarkDiscovery
import WaymarkModel

/// A site's records as a build sees them — loaded from `data/`, geocoded offline (embedded gazetteer
/// and the site's geocode cache), charters given their country, indexed — for commands that need the
/// data without the pages (`waymark query`), so they answer exactly what a ```` ```waymark ```` block
/// of the same site shows: the same ``DataResolver`` a build runs.
package enum SiteRecords {
    /// Runs the build's data phase on `siteFolder`, naming files through `displayFolder` in messages.
    /// Never asks an online geocoder and never writes. `sources` are the `sources:` of `site.yml`
    /// (read by the caller with WaymarkConfig), read with `sourceDrivers`; `configErrors` are the
    /// problems of reading `site.yml`, reported with the data phase's own; `queryDefaults` its
    /// `defaults:`.
    package static func load(siteFolder: String, displayFolder: String, today: CalendarDate,
                             sources: [RecordSourceDeclaration] = [], configErrors: [Diagnostic] = [],
                             sourceDrivers: [any RecordSourceDriver] = [],
                             queryDefaults: QueryDefaults = QueryDefaults()) async -> ResolvedData {
        var resolver = DataResolver(siteFolder: siteFolder, displayFolder: displayFolder,
                                    sources: RecordSources(declarations: sources, drivers: sourceDrivers), today: today)
        resolver.queryDefaults = queryDefaults
        var resolved = await resolver.run()
        resolved.diagnostics = Diagnostics(configErrors + resolved.diagnostics).sorted
        return resolved
    }
}
