import WaymarkGeo

/// Where a map finds the places it may label: asked once per render, after the view is fitted, for
/// the most populous places inside the view (WaymarkSite answers from the embedded GeoNames
/// gazetteer, so WaymarkMap needs no geocoding module).
public protocol MapPlaceSource: Sendable {
    /// Up to `limit` places inside `bounds` (edges included; `west > east` when the view crosses
    /// 180°), the most populous first. The map re-sorts them, so the order only decides which
    /// places are cut by the limit.
    func mapPlaces(in bounds: GeoBounds, limit: Int) -> [MapPlaceLabel]
}

/// A fixed list of candidate places (tests, or a caller with its own list).
public struct MapPlaceList: MapPlaceSource {
    /// Every candidate, any order.
    public var places: [MapPlaceLabel]

    /// Creates a source over `places`.
    public init(_ places: [MapPlaceLabel]) {
        self.places = places
    }

    public func mapPlaces(in bounds: GeoBounds, limit: Int) -> [MapPlaceLabel] {
        Array(places.filter { bounds.contains($0.coordinate) }.sorted(by: MapPlaceLabel.placedBefore).prefix(max(0, limit)))
    }
}
