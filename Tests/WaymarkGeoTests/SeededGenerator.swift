import WaymarkCore
@testable import WaymarkGeo

extension SeededGenerator {
    /// A coordinate uniform in latitude and longitude (not on the sphere), for property tests.
    mutating func coordinate() -> Coordinate {
        Coordinate(latitude: Double.random(in: -90...90, using: &self), longitude: Double.random(in: -180...180, using: &self))
    }
}

/// Shorthand for test tables: a coordinate from latitude and longitude in degrees.
func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }
