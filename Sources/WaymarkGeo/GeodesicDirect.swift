/// The solution of the direct geodesic problem.
public struct GeodesicDirect: Sendable, Hashable {
    /// Where the geodesic ends; longitude normalised to [-180, 180].
    public let destination: Coordinate
    /// Forward azimuth at the destination in degrees clockwise from north, in (-180, 180].
    public let finalAzimuth: Double

    /// Creates a result; used by ``Geodesic/direct(from:azimuth:distance:)``.
    public init(destination: Coordinate, finalAzimuth: Double) {
        self.destination = destination
        self.finalAzimuth = finalAzimuth
    }
}
