import WaymarkGeo
import WaymarkModel

extension Place: PlaceRecord {
    /// `slug`.
    public var discoverySlug: String { slug }
    /// The place's centre.
    public var discoveryCoordinate: Coordinate? { coordinate }
    /// `radiusKm` as a length in kilometres.
    public var discoveryRadius: Length { .kilometres(radiusKm) }
}
