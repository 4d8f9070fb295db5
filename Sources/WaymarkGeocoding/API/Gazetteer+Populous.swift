import WaymarkGeo

extension Gazetteer {
    /// The `limit` most populous GeoNames places inside `bounds` (edges included; `west > east`
    /// crosses 180°), population descending, then by GeoNames id. Aliases are not included: they
    /// name islands and regions, not points. Used for map place labels (docs/geo.md, "Place labels").
    package func populousPlaces(in bounds: GeoBounds, limit: Int) -> [PlaceResult] {
        populousPositions(in: bounds, limit: limit).map(placeResult)
    }

    /// The places of ``populousPlaces(in:limit:)``, in the same order, with only what a map label
    /// draws: the id (`geonames:<id>`), name, position and population, each exactly as the full
    /// result has it. A map asks for labels in every view it draws (three maps per record page on a
    /// large site); this leaves out the subtitle and country lookups a label never shows.
    package func populousPlaceLabels(in bounds: GeoBounds, limit: Int)
        -> [(id: String, name: String, coordinate: Coordinate, population: Int)] {
        populousPositions(in: bounds, limit: limit).map { position in
            let place = places[position]
            return ("geonames:\(place.geonameID)", names[position], place.coordinate, Int(place.population))
        }
    }

    /// The positions of the `limit` most populous places inside `bounds`, best first.
    private func populousPositions(in bounds: GeoBounds, limit: Int) -> [Int] {
        guard limit > 0 else { return [] }
        // Positions follow GeoNames id order, so position is the id tie-breaker.
        func better(_ a: Int, _ b: Int) -> Bool {
            let pa = places[a].population, pb = places[b].population
            return pa != pb ? pa > pb : a < b
        }
        // The best `limit` kept sorted worst first: a continent view has tens of thousands of
        // places inside, and few of them beat the worst kept, so this stays near one pass.
        var kept: [Int] = []
        kept.reserveCapacity(limit + 1)
        for position in spatialIndex.inside(bounds) {
            if kept.count == limit {
                guard better(position, kept[0]) else { continue }
                kept.removeFirst()
            }
            var low = 0, high = kept.count
            while low < high {
                let middle = (low + high) / 2
                if better(kept[middle], position) { high = middle } else { low = middle + 1 }
            }
            kept.insert(position, at: low)
        }
        return kept.reversed()
    }
}
