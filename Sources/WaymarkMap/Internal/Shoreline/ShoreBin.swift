/// The shoreline data of one GSHHG bin as stored: its corner levels and its segments.
struct ShoreBin: Sendable {
    /// Bin index in the file: row from the north times columns, plus column from 0° east.
    var index: Int
    /// Longitude of the south-west corner, 0…360 degrees.
    var west: Double
    /// Latitude of the south-west corner, degrees.
    var south: Double
    /// Side length, degrees.
    var size: Double
    /// Level of the ground at the corners, counterclockwise from the south-west: SW, SE, NE, NW
    /// (0 sea, 1 land, 2 lake, 3 island in a lake, 4 pond).
    var cornerLevels: [Int]
    /// The segments, crossing and closed.
    var segments: [ShoreSegment]
}
