import WaymarkModel

extension RecordGeocoder {
    /// The `--online` flow: sends the texts the gazetteer cannot place and the cache does not hold to
    /// `provider` (one at a time, rate-limited by the provider), records every answer — found or not —
    /// in the cache dated `today`, then resolves all requests offline against the updated cache.
    ///
    /// Texts whose lookup failed (network, 5xx after retries) are not cached, so a later run tries
    /// again; each failure is a warning (error under `strict`) at the first request with that text.
    ///
    /// - Returns: the batch and the updated cache (write it back with ``GeocodeCache/write(to:)``).
    package func resolveOnline(
        _ requests: [GeocodeRequest], cache: GeocodeCache, provider: NominatimGeocoder, today: CalendarDate
    ) async -> (batch: GeocodeBatch, cache: GeocodeCache) {
        var cache = cache
        var failures: [Diagnostic] = []
        for text in textsNeedingOnlineLookup(requests, cache: cache) {
            switch await provider.search(text) {
            case .found(let place):
                cache.record(text, result: place, source: NominatimGeocoder.sourceName, date: today)
            case .notFound:
                cache.record(text, result: nil, source: NominatimGeocoder.sourceName, date: today)
            case .failed(let reason):
                let key = GeocodeCache.key(for: text)
                if let request = requests.first(where: { GeocodeCache.key(for: $0.text) == key }) {
                    failures.append(Diagnostic.warning(
                        "online lookup of \(request.field) \"\(text)\" failed: \(reason); it will be tried again on the next --online build",
                        at: request.location, sourceLine: request.sourceLine).promoted(strict: strict))
                }
            }
        }
        var batch = resolve(requests, cache: cache)
        batch.diagnostics = Diagnostics((batch.diagnostics.items + failures).sorted { ($0.location, $0.message) < ($1.location, $1.message) })
        return (batch, cache)
    }
}
