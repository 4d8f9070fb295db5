/// One result of a ``SpatialIndex`` distance query.
///
/// Ordered by distance, then by position, so equal distances keep the caller's order (callers sort
/// their records by id before indexing, making ties fall back to the id).
public struct SpatialHit: Sendable, Hashable, Comparable {
    /// Position of the point in the array the index was built from.
    public let index: Int
    /// WGS84 geodesic distance in metres from the query centre: within a proven bound of at most 1 µm
    /// of `Geodesic.wgs84.distance(center, points[index])` (``BoundedDistance``), and exactly that value
    /// wherever the bound could not decide whether the point is a hit or its place in the order
    /// (docs/geo.md, "Distances"). Hits are in the order of the exact distances, and the reported
    /// distances never decrease along it.
    public let distance: Double

    /// Creates a hit.
    public init(index: Int, distance: Double) {
        self.index = index
        self.distance = distance
    }

    /// Distance first, then position.
    public static func < (a: SpatialHit, b: SpatialHit) -> Bool {
        a.distance < b.distance || (a.distance == b.distance && a.index < b.index)
    }
}
