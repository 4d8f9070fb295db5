import WaymarkCore
import WaymarkData
import WaymarkDiscovery
import WaymarkModel

/// A site's records as every command sees them: loaded from `data/` and `sources:`, geocoded, given
/// their nearest places and charter countries, and indexed once (``DataResolver``). `waymark build`
/// renders from it, `waymark query` answers from it, `waymark serve` keeps it while `data/` is
/// unchanged.
package struct ResolvedData: Sendable {
    /// The records, geocoded coordinates and charter countries filled in.
    package var data: SiteData
    /// The indexes over `data`.
    package var discovery: DiscoveryIndex
    /// What forward and reverse geocoding found, by record.
    package var geocoded: GeocodedPlaces
    /// Load and geocoding problems, unpromoted (the caller applies `--strict`).
    package var diagnostics: [Diagnostic]
    /// One line for `--verbose`.
    package var summary: String
    /// The record files read, so a later message pointing into one quotes its line
    /// (``WaymarkCore/SourceStore``); kept as long as these records are.
    package var sources = SourceStore()

    /// Bundles a resolved data set.
    package init(data: SiteData, discovery: DiscoveryIndex, geocoded: GeocodedPlaces, diagnostics: [Diagnostic], summary: String) {
        self.data = data
        self.discovery = discovery
        self.geocoded = geocoded
        self.diagnostics = diagnostics
        self.summary = summary
    }
}
