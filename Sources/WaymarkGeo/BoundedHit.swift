/// A point a query found, with its distance known within `error` metres of the exact WGS84 distance
/// (``BoundedDistance``; `error` 0 when it is `Geodesic.wgs84.distance` to the bit).
struct BoundedHit {
    var slot: Int32
    var index: Int
    var distance: Double
    var error: Double

    /// No exact distance is below this (rounded outwards).
    var lower: Double { error == 0 ? distance : (distance - error).nextDown }
    /// No exact distance is above this (rounded outwards).
    var upper: Double { error == 0 ? distance : (distance + error).nextUp }

    /// Orders `hits` as their exact distances (then positions) order them, and returns the first `keep`
    /// of them as ``SpatialHit``s.
    ///
    /// Every hit whose interval `[lower, upper]` meets another hit's interval gets its exact distance
    /// from `exact(slot)`; what is left apart is ordered by its interval, so the order is the exact one
    /// and the reported distances increase along it. One pass suffices: an exact distance lies inside
    /// its old interval, so a hit apart from every old interval stays apart from the new values.
    static func settle(_ hits: inout [BoundedHit], keep: Int = .max, exact: (Int32) -> Double) -> [SpatialHit] {
        if hits.count > 1 {
            hits.sort { $0.lower < $1.lower }
            // Each test reads only old intervals: the earlier ones through `maxUpper` (taken before the
            // hit is resolved), the next one before its turn.
            var maxUpper = -Double.infinity
            for i in hits.indices {
                let h = hits[i]
                let meets = h.lower <= maxUpper || (i + 1 < hits.count && h.upper >= hits[i + 1].lower)
                maxUpper = max(maxUpper, h.upper)
                if meets && h.error != 0 {
                    hits[i].distance = exact(h.slot)
                    hits[i].error = 0
                }
            }
        }
        hits.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
        return hits.prefix(keep).map { SpatialHit(index: $0.index, distance: $0.distance) }
    }
}
