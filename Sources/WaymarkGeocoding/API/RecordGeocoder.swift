import Foundation
import WaymarkModel

/// Build-time geocoding of records without coordinates (docs/geo.md, "Geocoding"): gazetteer first, then the geocode
/// cache (results of earlier `--online` runs), never the network.
///
/// A manual coordinate always wins: such requests are passed through untouched. Ambiguous and
/// unresolved texts become warnings naming the file, line, text and best candidates, or errors when
/// `strict` is set. Identical requests give identical output.
package struct RecordGeocoder: Sendable {
    /// The gazetteer to search.
    package let gazetteer: Gazetteer
    /// Treat unresolved and ambiguous texts as errors (`--strict`).
    package var strict: Bool
    /// How many candidates a diagnostic names (at least two for an ambiguous text).
    package var candidateLimit: Int

    /// Creates a geocoder.
    package init(gazetteer: Gazetteer, strict: Bool = false, candidateLimit: Int = 3) {
        self.gazetteer = gazetteer
        self.strict = strict
        self.candidateLimit = candidateLimit
    }

    /// Resolves `requests` with the embedded gazetteer, loading it only when at least one request has
    /// no manual coordinate (a site that needs no geocoding never pays for the gazetteer).
    ///
    /// - Throws: ``GazetteerError`` when the embedded gazetteer is damaged (a packaging fault).
    package static func resolveWithEmbeddedGazetteer(
        _ requests: [GeocodeRequest], cache: GeocodeCache = GeocodeCache(), strict: Bool = false
    ) throws(GazetteerError) -> GeocodeBatch {
        guard requests.contains(where: { !$0.hasManualCoordinate }) else {
            return GeocodeBatch(
                resolutions: requests.map { GeocodeResolution(request: $0, place: nil, source: .manual) },
                diagnostics: Diagnostics())
        }
        return RecordGeocoder(gazetteer: try Gazetteer.embedded(), strict: strict).resolve(requests, cache: cache)
    }

    /// Resolves every request offline: manual coordinates pass, then the gazetteer, then `cache`
    /// (consulted only for texts the gazetteer cannot place on its own).
    package func resolve(_ requests: [GeocodeRequest], cache: GeocodeCache = GeocodeCache()) -> GeocodeBatch {
        var resolutions: [GeocodeResolution] = []
        var diagnostics = Diagnostics()
        resolutions.reserveCapacity(requests.count)
        for request in requests {
            let (resolution, diagnostic) = resolve(request, cache: cache)
            resolutions.append(resolution)
            if let diagnostic { diagnostics.append(diagnostic.promoted(strict: strict)) }
        }
        return GeocodeBatch(resolutions: resolutions, diagnostics: Diagnostics(diagnostics.sorted))
    }

    /// The texts of `requests` that the gazetteer cannot resolve and the cache does not hold: what an
    /// `--online` run should send to the provider (distinct by cache key, in request order).
    package func textsNeedingOnlineLookup(_ requests: [GeocodeRequest], cache: GeocodeCache) -> [String] {
        var seen = Set<String>()
        var texts: [String] = []
        for request in requests where !request.hasManualCoordinate {
            let key = GeocodeCache.key(for: request.text)
            guard !key.isEmpty, cache.needsGeocoding(request.text), gazetteer.search(request.text).place == nil,
                  seen.insert(key).inserted
            else { continue }
            texts.append(request.text)
        }
        return texts
    }

    private func resolve(_ request: GeocodeRequest, cache: GeocodeCache) -> (GeocodeResolution, Diagnostic?) {
        if request.hasManualCoordinate {
            return (GeocodeResolution(request: request, place: nil, source: .manual), nil)
        }
        let unresolved = GeocodeResolution(request: request, place: nil, source: .unresolved)
        let text = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !PlaceNameKey.make(text).isEmpty else {
            return (unresolved, .warning(
                "\(request.field) \"\(text)\" has no place name and the record has no latitude/longitude: expected a place such as \"Split, Croatia\", or coordinates",
                at: request.location, sourceLine: request.sourceLine))
        }
        let answer = gazetteer.search(text, limit: candidateLimit)
        if let place = answer.place {
            return (GeocodeResolution(request: request, place: place, source: .gazetteer), nil)
        }
        if let entry = cache.entry(for: text), let place = entry.result {
            return (GeocodeResolution(request: request, place: place, source: .cache), nil)
        }
        return (unresolved, .warning(message(for: request.field, text: text, answer: answer), at: request.location,
                                     sourceLine: request.sourceLine))
    }

    /// The diagnostic text for an answer that is not ``GeocodeAnswer/found(_:)``.
    func message(for field: String, text: String, answer: GeocodeAnswer) -> String {
        switch answer {
        case .found(let place):
            return "\(field) \"\(text)\" is \(place.label)"
        case .ambiguous(let candidates):
            let listed = candidates.prefix(max(candidateLimit, 2)).map(\.labelWithPopulation).joined(separator: "; ")
            return "\(field) \"\(text)\" is ambiguous: \(listed); add a country or region, e.g. \"\(example(candidates))\""
        case .notFound(let suggestions):
            guard !suggestions.isEmpty else {
                return "\(field) \"\(text)\" was not found in the gazetteer: expected a city, island or sailing region, optionally followed by a country, e.g. \"Split, Croatia\""
            }
            let listed = suggestions.prefix(candidateLimit).map(\.labelWithPopulation).joined(separator: "; ")
            return "\(field) \"\(text)\" was not found in the gazetteer; did you mean: \(listed)?"
        }
    }

    /// "Portland, Oregon" when the leaders share a country, "Victoria, Canada" when they do not.
    private func example(_ candidates: [PlaceResult]) -> String {
        guard let first = candidates.first else { return "" }
        let parts = first.subtitle.components(separatedBy: ", ")
        let sameCountry = candidates.dropFirst().first?.countryCode == first.countryCode
        let qualifier = sameCountry ? (parts.first ?? "") : (parts.last ?? "")
        return qualifier.isEmpty ? first.name : "\(first.name), \(qualifier)"
    }
}
