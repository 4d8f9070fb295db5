import Foundation
import WaymarkCore
import WaymarkData
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel

/// The data stage (docs/architecture.md, "From `Content/` to `Output/`"): load `data/` and the
/// site's `sources:` with ``WaymarkData/SiteData``, place records without coordinates with
/// ``WaymarkGeocoding/RecordGeocoder``, find the nearest place of the others and give charters their
/// country (``NearestPlaces``), and build the ``DiscoveryIndex`` once, into one ``ResolvedData``.
///
/// Order of precedence for a record's position: its own `latitude`/`longitude` (never geocoded),
/// then the embedded gazetteer, then the site's geocode cache; the online provider is asked only
/// when ``online`` is given (the site configures one *and* the command asked for it). The gazetteer
/// is loaded only when at least one record needs it. Diagnostics are returned unpromoted.
package struct DataResolver: Sendable {
    /// The site folder, and how messages name it.
    package var siteFolder: String
    package var displayFolder: String
    /// The site's `sources:` with the drivers that read them.
    package var sources: RecordSources
    /// The online geocoder to ask, or `nil` to geocode offline.
    package var online: OnlineGeocoderConfiguration?
    /// Problems with the online settings (asked for but not configured, or not valid), reported only
    /// when some record needs geocoding.
    package var onlineProblems: [Diagnostic]
    /// Whether what the online geocoder found is written back to the site's geocode cache.
    package var writesGeocodeCache: Bool
    /// Today, for the online cache's dates.
    package var today: CalendarDate
    /// What an earlier build decoded from CSV rows and which nearest places it found (`--cache`,
    /// docs/scale.md, "The data phase kept between builds"); empty by default.
    package var rows = CSVRowReuses()
    package var knownNearest = KnownNearestPlaces()
    /// The site's defaults for charter and announcement queries, kept in the ``DiscoveryIndex``.
    package var queryDefaults = QueryDefaults()

    /// A resolver for one site.
    package init(siteFolder: String, displayFolder: String, sources: RecordSources,
                online: OnlineGeocoderConfiguration? = nil, onlineProblems: [Diagnostic] = [],
                writesGeocodeCache: Bool = false, today: CalendarDate) {
        self.siteFolder = siteFolder
        self.displayFolder = displayFolder
        self.sources = sources
        self.online = online
        self.onlineProblems = onlineProblems
        self.writesGeocodeCache = writesGeocodeCache
        self.today = today
    }

    /// Loads, geocodes, places and indexes the site's records.
    package func run() async -> ResolvedData {
        let folder = URL(fileURLWithPath: siteFolder, isDirectory: true)
        let root = displayFolder == "." ? "" : displayFolder
        let sourceStore = SourceStore()
        var (data, loaded) = await SiteData.load(siteDirectory: folder, strict: false, displayRoot: root, sources: sources,
                                                 sourceStore: sourceStore, rows: rows)
        var diagnostics = loaded.items
        let requests = GeocodeRequests(data)
        var geocoded = GeocodedPlaces()
        if !requests.all.isEmpty {
            let batch = await resolve(requests.all, diagnostics: &diagnostics)
            diagnostics.append(contentsOf: batch.diagnostics.items)
            geocoded = requests.apply(batch.resolutions, to: &data)
        }
        if let failure = NearestPlaces.assign(to: &data, geocoded: &geocoded, known: knownNearest) {
            let problem = gazetteerProblem(failure)
            if !diagnostics.contains(problem) { diagnostics.append(problem) }
        }
        let discovery = DiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                       airports: data.airports, places: data.places, defaults: queryDefaults)
        let summary = "\(data.charters.count) charters, \(data.announcements.count) announcements, "
            + "\(data.places.count) places, \(data.airports.count) airports; \(requests.all.count) texts to geocode"
        var resolved = ResolvedData(data: data, discovery: discovery, geocoded: geocoded,
                                    diagnostics: sourceStore.quoting(diagnostics), summary: summary)
        resolved.sources = sourceStore
        return resolved
    }

    /// The error of a gazetteer that cannot be read, reported once whether forward geocoding or the
    /// nearest-place lookup found it.
    func gazetteerProblem(_ error: any Error) -> Diagnostic {
        .error("the embedded gazetteer cannot be read (\(error)): reinstall Waymark",
               at: SourceLocation(path: SitePaths.join(displayFolder, "data")))
    }

    /// Offline resolution, or the online flow when ``online`` is given.
    private func resolve(_ requests: [GeocodeRequest], diagnostics: inout [Diagnostic]) async -> GeocodeBatch {
        let cacheURL = URL(fileURLWithPath: siteFolder).appendingPathComponent(GeocodeCache.relativePath)
        let cacheDisplay = SitePaths.join(displayFolder, GeocodeCache.relativePath)
        var cache = GeocodeCache()
        do {
            cache = try GeocodeCache.read(from: cacheURL, displayPath: cacheDisplay)
        } catch {
            diagnostics.append(error)
        }
        diagnostics.append(contentsOf: onlineProblems)
        do {
            guard let online else {
                return try RecordGeocoder.resolveWithEmbeddedGazetteer(requests, cache: cache)
            }
            let gazetteer = try Gazetteer.embedded()
            let provider = NominatimGeocoder(configuration: online, gazetteer: gazetteer)
            let (batch, updated) = await RecordGeocoder(gazetteer: gazetteer)
                .resolveOnline(requests, cache: cache, provider: provider, today: today)
            if writesGeocodeCache, updated != cache {
                do {
                    try updated.write(to: cacheURL)
                } catch {
                    diagnostics.append(.warning("could not write the geocode cache: \(error)",
                                                at: SourceLocation(path: cacheDisplay)))
                }
            }
            return batch
        } catch {
            diagnostics.append(gazetteerProblem(error))
            let unresolved = requests.map {
                GeocodeResolution(request: $0, place: nil, source: $0.hasManualCoordinate ? .manual : .unresolved)
            }
            return GeocodeBatch(resolutions: unresolved, diagnostics: Diagnostics())
        }
    }
}
