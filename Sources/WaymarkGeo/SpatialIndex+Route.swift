#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpatialIndex {
    /// Calls `body(slot, t)` for every point whose spherical lower bound of distance to `leg` is at most
    /// `metres`; `t` is the arc parameter of the point's spherical foot on the leg.
    ///
    /// Nodes are pruned by two conservative box tests: distance from the leg's plane (a point within
    /// angle θ of the arc has |n·p| ≤ sin θ) and distance from the arc's midpoint (within half the arc
    /// plus θ).
    func visit(_ leg: RouteLeg, within metres: Double, _ body: (Int, Double) -> Void) {
        let theta = (metres + 1e-6) / SpatialIndex.metresPerRadianLow
        // Stored vectors are within `vectorSlack` of the true ones; every bound below allows for it.
        let slack = SpatialIndex.vectorSlack
        let planeLimit = theta >= Double.pi / 2 ? Double.infinity : sin(theta) * (1 + 1e-12) + 1e-15 + slack
        let midAngle = leg.angle / 2 + theta
        let mid = leg.point(at: leg.angle / 2)
        let midLimit: Double
        if midAngle >= Double.pi {
            midLimit = .infinity
        } else {
            let chord = 2 * sin(midAngle / 2)
            midLimit = SpatialIndex.widened(chord * chord * (1 + 1e-12) + 1e-24)
        }
        let n = leg.normal
        withExtendedLifetime(points) {
            let xs = points.xs, ys = points.ys, zs = points.zs
            walk(enter: { bb, o in
                if SpatialIndex.boxChordSquared(mid, bb, o) > midLimit { return false }
                guard planeLimit.isFinite else { return true }
                let low = (n.x > 0 ? n.x * Double(bb[o]) : n.x * Double(bb[o + 3])) + (n.y > 0 ? n.y * Double(bb[o + 1]) : n.y * Double(bb[o + 4]))
                    + (n.z > 0 ? n.z * Double(bb[o + 2]) : n.z * Double(bb[o + 5]))
                let high = (n.x > 0 ? n.x * Double(bb[o + 3]) : n.x * Double(bb[o])) + (n.y > 0 ? n.y * Double(bb[o + 4]) : n.y * Double(bb[o + 1]))
                    + (n.z > 0 ? n.z * Double(bb[o + 5]) : n.z * Double(bb[o + 2]))
                return low <= planeLimit && high >= -planeLimit
            }, leaf: { lo, hi in
                for i in lo..<hi {
                    let raw = UnitVector(x: Double(xs[i]), y: Double(ys[i]), z: Double(zs[i]))
                    if abs(n.dot(raw)) > planeLimit { continue }
                    guard let p = raw.normalized else { continue }
                    let near = leg.nearest(to: p)
                    if (near.angle - 2 * slack) * SpatialIndex.metresPerRadianLow - 1e-6 <= metres { body(i, near.t) }
                }
            })
        }
    }
}
