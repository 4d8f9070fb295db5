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

/// The discovery indexes over the model's record types: what a build or `waymark query` uses.
public typealias SiteDiscoveryIndex = DiscoveryIndex<Announcement, Charter, Airport, Place>
