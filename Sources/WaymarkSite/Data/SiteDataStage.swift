import Foundation
import WaymarkData
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel

/// The data phase of a build: load `data/` with ``WaymarkData/SiteData``, place records without
/// coordinates with ``WaymarkGeocoding/RecordGeocoder``, find the nearest place of the others and
/// give charters their country (``NearestPlaces``), and build the ``DiscoveryIndex`` once.
///
/// Order of precedence for a record's position: its own `latitude`/`longitude` (never geocoded),
/// then the embedded gazetteer, then the site's geocode cache; the online provider is asked only
/// when `site.yml` configures one *and* the build sets ``BuildOptions/online``. The gazetteer is
/// loaded only when at least one record needs it. Diagnostics are returned unpromoted; the builder
/// applies `--strict` to the whole run.
struct SiteDataStage {
    /// What the stage hands to the rest of the build.
    struct Output: Sendable {
        /// The records, geocoded coordinates filled in.
        var data: SiteData
        /// The indexes over `data`.
        var discovery: DiscoveryIndex
        /// What geocoding found, by record.
        var geocoded: GeocodedPlaces
        /// Load and geocoding problems.
        var diagnostics: [Diagnostic]
        /// One line for `--verbose`.
        var summary: String
    }

    let options: BuildOptions
    let config: SiteConfig
    let displayFolder: String

    func run() async -> Output {
        let folder = URL(fileURLWithPath: options.siteFolder, isDirectory: true)
        let root = displayFolder == "." ? "" : displayFolder
        let sources = RecordSources(declarations: config.sources, drivers: options.sourceDrivers)
        var (data, loaded) = await SiteData.load(siteDirectory: folder, strict: false, displayRoot: root, sources: sources)
        var diagnostics = loaded.items
        let requests = GeocodeRequests(data)
        var geocoded = GeocodedPlaces()
        if !requests.all.isEmpty {
            let batch = await resolve(requests.all, diagnostics: &diagnostics)
            diagnostics.append(contentsOf: batch.diagnostics.items)
            geocoded = requests.apply(batch.resolutions, to: &data)
        }
        if let failure = NearestPlaces.assign(to: &data, geocoded: &geocoded) {
            let problem = gazetteerProblem(failure)
            if !diagnostics.contains(problem) { diagnostics.append(problem) }
        }
        let discovery = DiscoveryIndex(announcements: data.announcements, charters: data.charters,
                                           airports: data.airports, places: data.places)
        let summary = "\(data.charters.count) charters, \(data.announcements.count) announcements, "
            + "\(data.places.count) places, \(data.airports.count) airports; \(requests.all.count) texts to geocode"
        return Output(data: data, discovery: discovery, geocoded: geocoded, diagnostics: diagnostics, summary: summary)
    }

    /// The error of a gazetteer that cannot be read, reported once whether forward geocoding or the
    /// nearest-place lookup found it.
    func gazetteerProblem(_ error: any Error) -> Diagnostic {
        .error("the embedded gazetteer cannot be read (\(error)): reinstall Waymark",
               at: SourceLocation(path: SitePaths.join(displayFolder, "data")))
    }

    /// Offline resolution, or the online flow when both the site and the build ask for it.
    private func resolve(_ requests: [GeocodeRequest], diagnostics: inout [Diagnostic]) async -> GeocodeBatch {
        let cacheURL = URL(fileURLWithPath: options.siteFolder).appendingPathComponent(GeocodeCache.relativePath)
        let cacheDisplay = SitePaths.join(displayFolder, GeocodeCache.relativePath)
        var cache = GeocodeCache()
        do {
            cache = try GeocodeCache.read(from: cacheURL, displayPath: cacheDisplay)
        } catch {
            diagnostics.append(error)
        }
        let online = onlineConfiguration(diagnostics: &diagnostics)
        do {
            guard let online else {
                return try RecordGeocoder.resolveWithEmbeddedGazetteer(requests, cache: cache)
            }
            let gazetteer = try Gazetteer.embedded()
            let provider = NominatimGeocoder(configuration: online, gazetteer: gazetteer)
            let (batch, updated) = await RecordGeocoder(gazetteer: gazetteer)
                .resolveOnline(requests, cache: cache, provider: provider, today: options.today)
            if options.mode == .write, updated != cache {
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
