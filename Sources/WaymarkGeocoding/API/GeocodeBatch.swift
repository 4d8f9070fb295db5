import WaymarkModel

/// The outcome of geocoding a build's requests: one resolution per request, in request order, and
/// the warnings (errors under `--strict`) for the texts that could not be placed.
package struct GeocodeBatch: Sendable, Hashable {
    /// One per request, same order.
    package var resolutions: [GeocodeResolution]
    /// Ambiguous and unresolved texts, sorted by location.
    package var diagnostics: Diagnostics

    /// Creates a batch.
    package init(resolutions: [GeocodeResolution], diagnostics: Diagnostics) {
        self.resolutions = resolutions
        self.diagnostics = diagnostics
    }
}
