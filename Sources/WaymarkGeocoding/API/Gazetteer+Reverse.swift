import WaymarkGeo

extension Gazetteer {
    /// Reverse lookup: the GeoNames place nearest to `coordinate` (WGS84 ellipsoidal distance,
    /// through ``SpatialIndex``), with its distance in metres. Aliases are not considered. Ties are
    /// broken by position, i.e. by GeoNames id. Nil only for an empty gazetteer.
    package func nearest(to coordinate: Coordinate) -> NearbyPlace? {
        guard let hit = spatialIndex.nearest(coordinate, k: 1).first else { return nil }
        return NearbyPlace(place: placeResult(hit.index), distance: hit.distance)
    }
}
