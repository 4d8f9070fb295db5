/// A point on the WGS84 ellipsoid in decimal degrees.
///
/// `init(latitude:longitude:)` stores the values as given; use ``Coordinate/validated(latitude:longitude:)``
/// for anything that comes from user data. Latitude is in [-90, 90], longitude in [-180, 180], both finite.
public struct Coordinate: Sendable, Hashable, Codable {
    /// Geodetic latitude in degrees, positive north.
    public var latitude: Double
    /// Longitude in degrees, positive east.
    public var longitude: Double

    /// Creates a coordinate without validation (for values already known to be valid).
    @inlinable
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Validates a latitude/longitude pair from input data.
    ///
    /// - Returns: the coordinate, or a ``CoordinateError`` naming the first bad field and its value,
    ///   with ``CoordinateError/swapWouldBeValid`` set when exchanging the two values gives a valid point.
    public static func validated(latitude: Double, longitude: Double) -> Result<Coordinate, CoordinateError> {
        let swapValid = isValid(latitude: longitude, longitude: latitude)
        if !latitude.isFinite || !(-90.0...90.0).contains(latitude) {
            return .failure(CoordinateError(field: .latitude, value: latitude, swapWouldBeValid: swapValid))
        }
        if !longitude.isFinite || !(-180.0...180.0).contains(longitude) {
            return .failure(CoordinateError(field: .longitude, value: longitude, swapWouldBeValid: swapValid))
        }
        return .success(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// Whether the pair is finite and inside [-90, 90] × [-180, 180].
    @inlinable
    public static func isValid(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Whether this coordinate is finite and inside the valid ranges.
    @inlinable
    public var isValid: Bool { Coordinate.isValid(latitude: latitude, longitude: longitude) }
}

/// Why a latitude/longitude pair is not a valid coordinate.
public struct CoordinateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which of the two values is out of range.
    public enum Field: String, Sendable, Hashable {
        case latitude, longitude
    }

    /// The first field found invalid (latitude is checked first).
    public let field: Field
    /// The offending value, as read.
    public let value: Double
    /// True when exchanging latitude and longitude would give a valid point.
    public let swapWouldBeValid: Bool

    public init(field: Field, value: Double, swapWouldBeValid: Bool) {
        self.field = field
        self.value = value
        self.swapWouldBeValid = swapWouldBeValid
    }

    /// A one-line message, e.g. `latitude 118.2 is out of range: expected a number from -90 to 90
    /// (latitude and longitude look swapped)`.
    public var description: String {
        let range = field == .latitude ? "-90 to 90" : "-180 to 180"
        let shown = value.isFinite ? Coordinate.format(value) : "\(value)"
        var text = value.isFinite
            ? "\(field.rawValue) \(shown) is out of range: expected a number from \(range)"
            : "\(field.rawValue) \(shown) is not a finite number: expected a number from \(range)"
        if swapWouldBeValid { text += " (latitude and longitude look swapped)" }
        return text
    }
}

extension Coordinate {
    /// Formats a degree value the shortest way that round-trips, e.g. `118.2`, `-0.5`, `45`.
    public static func format(_ degrees: Double) -> String {
        if degrees == degrees.rounded(), abs(degrees) < 1e15 { return String(Int64(degrees)) }
        return "\(degrees)"
    }
}
