extension SpatialIndex {
    /// Every point whose WGS84 geodesic distance from `center` is at most `radius` metres (inclusive),
    /// ordered by distance, then position.
    ///
    /// A negative or NaN radius returns nothing; a radius past the antipode returns every valid point.
    public func within(_ center: Coordinate, radius: Double) -> [SpatialHit] {
        guard radius >= 0, stored > 0, center.isValid else { return [] }
        var hits: [SpatialHit] = []
        let limit = SpatialIndex.widened(SpatialIndex.chordSquaredLimit(metres: radius))
        let q = UnitVector(center)
        let geodesic = Geodesic.wgs84
        let prepared = InverseCentre(geodesic, latitude: center.latitude, longitude: center.longitude)
        visit(q, chordSquaredLimit: limit) { slot in
            let d = geodesic.inverseDistance(from: prepared, latitudes[slot], longitudes[slot])
            if d <= radius { hits.append(SpatialHit(index: Int(positions[slot]), distance: d)) }
        }
        hits.sort()
        return hits
    }

    /// Calls `body` with the tree slot of every point whose squared chord to `q`, computed from the stored
    /// vectors, is at most `limit` (pass a ``widened(_:)`` limit).
    @inline(__always)
    func visit(_ q: UnitVector, chordSquaredLimit limit: Double, _ body: (Int) -> Void) {
        vectors.withUnsafeBufferPointer { vb in
            walk(enter: { bb, o in SpatialIndex.boxChordSquared(q, bb, o) <= limit }, leaf: { lo, hi in
                for i in lo..<hi {
                    let dx = Double(vb[3 * i]) - q.x, dy = Double(vb[3 * i + 1]) - q.y, dz = Double(vb[3 * i + 2]) - q.z
                    if dx * dx + dy * dy + dz * dz <= limit { body(i) }
                }
            })
        }
    }

    /// Squared Euclidean distance from `q` to the node box at offset `o` (0 inside).
    @inline(__always)
    static func boxChordSquared(_ q: UnitVector, _ b: UnsafeBufferPointer<Float>, _ o: Int) -> Double {
        let dx = max(Double(b[o]) - q.x, 0, q.x - Double(b[o + 3]))
        let dy = max(Double(b[o + 1]) - q.y, 0, q.y - Double(b[o + 4]))
        let dz = max(Double(b[o + 2]) - q.z, 0, q.z - Double(b[o + 5]))
        return dx * dx + dy * dy + dz * dz
    }
}
