import WaymarkModel

/// The outcome of geocoding a build's requests: one resolution per request, in request order, and
/// the warnings (errors under `--strict`) for the texts that could not be placed.
public struct GeocodeBatch: Sendable, Hashable {
    /// One per request, same order.
    public var resolutions: [GeocodeResolution]
    /// Ambiguous and unresolved texts, sorted by location.
    public var diagnostics: Diagnostics

    /// Creates a batch.
    public init(resolutions: [GeocodeResolution], diagnostics: Diagnostics) {
        self.resolutions = resolutions
        self.diagnostics = diagnostics
    }
}
