import WaymarkGeo

/// What the build-time geocoder decided for one ``GeocodeRequest``.
public struct GeocodeResolution: Sendable, Hashable {
    /// How the coordinate was obtained.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The record's own coordinate; nothing was geocoded.
        case manual
        /// The embedded gazetteer.
        case gazetteer
        /// A result of the online provider, read from the geocode cache.
        case cache
        /// Not resolved (ambiguous or not found); the record has no coordinate.
        case unresolved
    }

    /// The request this answers.
    public var request: GeocodeRequest
    /// The place, for `.gazetteer` and `.cache`; nil for `.manual` and `.unresolved`.
    public var place: PlaceResult?
    /// How it was resolved.
    public var source: Source

    /// The geocoded coordinate, nil for `.manual` (use the record's own) and `.unresolved`.
    public var coordinate: Coordinate? { place?.coordinate }

    /// Creates a resolution.
    public init(request: GeocodeRequest, place: PlaceResult?, source: Source) {
        self.request = request
        self.place = place
        self.source = source
    }
}
