/// One result of a ``SpatialIndex`` distance query.
///
/// Ordered by distance, then by position, so equal distances keep the caller's order (callers sort
/// their records by id before indexing, making ties fall back to the id).
public struct SpatialHit: Sendable, Hashable, Comparable {
    /// Position of the point in the array the index was built from.
    public let index: Int
    /// WGS84 geodesic distance in metres from the query centre, exactly
    /// `Geodesic.wgs84.distance(center, points[index])`.
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
