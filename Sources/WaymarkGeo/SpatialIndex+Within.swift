extension SpatialIndex {
    /// Every point whose WGS84 geodesic distance from `center` is at most `radius` metres (inclusive),
    /// ordered by distance, then position; which points are hits and their order are those the exact
    /// distances give, each `distance` is within 1 µm of it (see ``SpatialHit/distance``).
    ///
    /// A negative or NaN radius returns nothing; a radius past the antipode returns every valid point.
    public func within(_ center: Coordinate, radius: Double) -> [SpatialHit] {
        guard radius >= 0, stored > 0, center.isValid else { return [] }
        var hits: [BoundedHit] = []
        let limit = SpatialIndex.widened(SpatialIndex.chordSquaredLimit(metres: radius))
        let q = UnitVector(center)
        let geodesic = Geodesic.wgs84
        let prepared = InverseCentre(geodesic, latitude: center.latitude, longitude: center.longitude)
        // Each distance within a proven bound; the exact one where the bound straddles the radius.
        visit(q, chordSquaredLimit: limit) { slot, p in
            let r = geodesic.boundedDistance(from: prepared, p.latitude, p.longitude)
            var hit = BoundedHit(slot: Int32(truncatingIfNeeded: slot), index: Int(p.position),
                                 distance: r.distance, error: r.error)
            if hit.lower > radius { return }
            if hit.upper > radius {
                hit.distance = geodesic.inverseDistance(from: prepared, p.latitude, p.longitude)
                hit.error = 0
                guard hit.distance <= radius else { return }
            }
            hits.append(hit)
        }
        return BoundedHit.settle(&hits) { slot in
            let p = points[Int(slot)]
            return geodesic.inverseDistance(from: prepared, p.latitude, p.longitude)
        }
    }

    /// Calls `body` with the tree slot and the record of every point whose squared chord to `q`, computed
    /// from the stored vectors, is at most `limit` (pass a ``widened(_:)`` limit).
    @inline(__always)
    func visit(_ q: UnitVector, chordSquaredLimit limit: Double, _ body: (Int, IndexedPoint) -> Void) {
        withExtendedLifetime(points) {
            let xs = points.xs, ys = points.ys, zs = points.zs
            walk(enter: { bb, o in SpatialIndex.boxChordSquared(q, bb, o) <= limit }, leaf: { lo, hi in
                for i in lo..<hi {
                    let dx = Double(xs[i]) - q.x, dy = Double(ys[i]) - q.y, dz = Double(zs[i]) - q.z
                    if dx * dx + dy * dy + dz * dz <= limit { body(i, points.row(i)) }
                }
            })
        }
    }

    /// Squared Euclidean distance from `q` to the node box at offset `o` (0 inside).
    @inline(__always)
    static func boxChordSquared(_ q: UnitVector, _ b: UnsafeBufferPointer<Float>, _ o: Int) -> Double {
        // The larger difference, then 0: the three-way maximum in fewer comparisons (at most one of the
        // two differences is positive).
        let dx = max(max(Double(b[o]) - q.x, q.x - Double(b[o + 3])), 0)
        let dy = max(max(Double(b[o + 1]) - q.y, q.y - Double(b[o + 4])), 0)
        let dz = max(max(Double(b[o + 2]) - q.z, q.z - Double(b[o + 5])), 0)
        return dx * dx + dy * dy + dz * dz
    }
}
