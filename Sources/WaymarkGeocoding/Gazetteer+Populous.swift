import WaymarkGeo

extension Gazetteer {
    /// The `limit` most populous GeoNames places inside `bounds` (edges included; `west > east`
    /// crosses 180°), population descending, then by GeoNames id. Aliases are not included: they
    /// name islands and regions, not points. Used for map place labels (docs/geo.md, "Place labels").
    public func populousPlaces(in bounds: GeoBounds, limit: Int) -> [PlaceResult] {
        guard limit > 0 else { return [] }
        let inside = spatialIndex.inside(bounds)
        // Positions follow GeoNames id order, so position is the id tie-breaker.
        let ranked = inside.sorted { a, b in
            let pa = places[a].population, pb = places[b].population
            return pa != pb ? pa > pb : a < b
        }
        return ranked.prefix(limit).map(placeResult)
    }
}
