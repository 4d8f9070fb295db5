import WaymarkGeo

/// What the build-time geocoder decided for one ``GeocodeRequest``.
package struct GeocodeResolution: Sendable, Hashable {
    /// How the coordinate was obtained.
    package enum Source: String, Sendable, Hashable, Codable {
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
    package var request: GeocodeRequest
    /// The place, for `.gazetteer` and `.cache`; nil for `.manual` and `.unresolved`.
    package var place: PlaceResult?
    /// How it was resolved.
    package var source: Source

    /// The geocoded coordinate, nil for `.manual` (use the record's own) and `.unresolved`.
    package var coordinate: Coordinate? { place?.coordinate }

    /// Creates a resolution.
    package init(request: GeocodeRequest, place: PlaceResult?, source: Source) {
        self.request = request
        self.place = place
        self.source = source
    }
}
