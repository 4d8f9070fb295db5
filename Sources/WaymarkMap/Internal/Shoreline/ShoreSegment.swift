/// One piece of shoreline inside a GSHHG bin, in the file's relative units (0…65535 across the bin
/// from its south-west corner).
///
/// A segment that crosses the bin enters on one side and exits on another (or the same) side; one
/// with `entry == 4` is a closed polygon wholly inside the bin. Sides are numbered counterclockwise:
/// 0 south (west→east), 1 east (south→north), 2 north (east→west), 3 west (north→south). The data
/// is oriented with dry ground on the left of the direction of travel.
struct ShoreSegment: Sendable {
    /// GSHHG level: 1 land, 2 lake, 3 island in a lake, 4 pond on such an island.
    var level: Int
    /// Side the first point lies on, or 4 for a closed polygon.
    var entry: Int
    /// Side the last point lies on, or 4 for a closed polygon.
    var exit: Int
    /// Interleaved x, y offsets from the bin's south-west corner, 0…65535.
    var xy: [UInt16]

    /// Number of points.
    var count: Int { xy.count / 2 }
}
