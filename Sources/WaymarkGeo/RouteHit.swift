/// A point found near a route by ``RouteProximity``.
public struct RouteHit: Sendable, Hashable {
    /// Position of the point in the array the ``SpatialIndex`` was built from.
    public let index: Int
    /// The leg (0-based: leg `i` joins route points `i` and `i + 1`) the point is closest to; on a tie
    /// the earlier leg.
    public let leg: Int
    /// Unsigned WGS84 distance in metres from the point to the nearest point of that leg.
    public let crossTrack: Double
    /// Metres from the route start to the point's foot on the leg: the geodesic lengths of the
    /// preceding legs plus the geodesic distance from the leg's start to the foot. Negative for a
    /// point behind the start, more than the route's length for one past its end (see
    /// ``RouteProximity``).
    public let alongTrack: Double

    /// Creates a hit.
    public init(index: Int, leg: Int, crossTrack: Double, alongTrack: Double) {
        self.index = index
        self.leg = leg
        self.crossTrack = crossTrack
        self.alongTrack = alongTrack
    }
}
