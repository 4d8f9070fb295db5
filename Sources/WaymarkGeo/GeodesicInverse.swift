/// The solution of the inverse geodesic problem between two points.
public struct GeodesicInverse: Sendable, Hashable {
    /// Length of the shortest geodesic in metres (≥ 0; 0 for identical points).
    public let distance: Double
    /// Azimuth at the first point in degrees clockwise from north, in (-180, 180].
    /// For coincident points it is the azimuth of the limiting meridian path (usually 0 or 180).
    public let initialAzimuth: Double
    /// Forward azimuth at the second point in degrees clockwise from north, in (-180, 180].
    public let finalAzimuth: Double

    /// Creates a result; used by ``Geodesic/inverse(_:_:)``.
    public init(distance: Double, initialAzimuth: Double, finalAzimuth: Double) {
        self.distance = distance
        self.initialAzimuth = initialAzimuth
        self.finalAzimuth = finalAzimuth
    }
}
