/// A point in a Web Mercator plane: metres (EPSG:3857, y up) or normalised world units
/// (x west→east and y north→south in [0, 1]), depending on the function that produced it.
public struct MercatorPoint: Sendable, Hashable {
    /// Easting (metres or world units).
    public var x: Double
    /// Northing in metres (y up) or southing in world units (y down).
    public var y: Double

    /// Creates a point from its two plane coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
