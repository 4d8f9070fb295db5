extension Coordinate {
    /// The coordinate of `coordinates` closest to their mean direction on the sphere (the normalised
    /// sum of their unit vectors): always one of the given points, so a country's pin stands on its
    /// own ground, and right across 180° where a mean of longitudes is not. The first one when the
    /// sum is zero (e.g. two antipodes); `nil` for none.
    package static func mostCentral(of coordinates: [Coordinate]) -> Coordinate? {
        let vectors = coordinates.map { UnitVector($0) }
        var sum = UnitVector(x: 0, y: 0, z: 0)
        for v in vectors {
            sum.x += v.x
            sum.y += v.y
            sum.z += v.z
        }
        var best: (index: Int, dot: Double)?
        for (index, v) in vectors.enumerated() {
            let dot: Double = v.x * sum.x + v.y * sum.y + v.z * sum.z
            if let current = best, dot <= current.dot { continue }
            best = (index, dot)
        }
        return best.map { coordinates[$0.index] }
    }
}
