import WaymarkGeo
import WaymarkModel

/// What a query anchor needs from a named place (`data/places.yml`).
public protocol PlaceRecord: Sendable {
    /// The place's slug, as used by `--near-place`.
    var discoverySlug: String { get }
    /// The place's centre, or `nil` when it could not be located.
    var discoveryCoordinate: Coordinate? { get }
    /// The landing-page radius (`radiusKm`, default 10 km).
    var discoveryRadius: Length { get }
}
