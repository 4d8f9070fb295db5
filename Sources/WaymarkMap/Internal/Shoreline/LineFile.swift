/// A GSHHG binned line file (borders or rivers): its bin table, read once, and any bin's lines.
final class LineFile: Sendable {
    /// Degrees per bin side.
    let binSize: Double
    /// Bins per 360° of longitude.
    let columns: Int
    /// Bins per 180° of latitude.
    let rows: Int
    private let file: NetCDFFile
    private let segmentCounts: [Int16]
    private let firstSegments: [Int32]

    init(path: String) throws(NetCDFError) {
        let file = try NetCDFFile(path: path)
        self.file = file
        binSize = Double(try file.scalar("Bin_size_in_minutes")) / 60
        columns = try file.scalar("N_bins_in_360_longitude_range")
        rows = try file.scalar("N_bins_in_180_degree_latitude_range")
        let bins = try file.scalar("N_bins_in_file")
        segmentCounts = try file.shorts("N_segments_in_a_bin", start: 0, count: bins)
        firstSegments = try file.ints("Id_of_first_segment_in_a_bin", start: 0, count: bins)
    }

    /// The lines of bin `index` whose level is in `levels`, each as interleaved x, y offsets
    /// (0…65535 from the bin's south-west corner), with the bin's corner and size in degrees.
    func lines(_ index: Int, levels: ClosedRange<Int>) throws(NetCDFError) -> (west: Double, south: Double, lines: [[UInt16]]) {
        let west = Double(index % columns) * binSize
        let south = 90 - Double(index / columns + 1) * binSize
        let count = Int(segmentCounts[index])
        guard count > 0 else { return (west, south, []) }
        let first = Int(firstSegments[index])
        let counts = try file.shorts("N_points_for_a_segment", start: first, count: count)
        let levelOf = try file.shorts("Hierarchial_level_of_a_segment", start: first, count: count)
        let starts = try file.ints("Id_of_first_point_in_a_segment", start: first, count: count)
        let pointStart = Int(starts[0])
        var pointEnd = pointStart
        for i in 0..<count { pointEnd = max(pointEnd, Int(starts[i]) + Int(UInt16(bitPattern: counts[i]))) }
        let dx = try file.shorts("Relative_longitude_from_SW_corner_of_bin", start: pointStart, count: pointEnd - pointStart)
        let dy = try file.shorts("Relative_latitude_from_SW_corner_of_bin", start: pointStart, count: pointEnd - pointStart)
        var lines: [[UInt16]] = []
        for i in 0..<count where levels.contains(Int(levelOf[i])) {
            let n = Int(UInt16(bitPattern: counts[i]))
            guard n >= 2 else { continue }
            let offset = Int(starts[i]) - pointStart
            var xy = [UInt16](repeating: 0, count: 2 * n)
            for k in 0..<n {
                xy[2 * k] = UInt16(bitPattern: dx[offset + k])
                xy[2 * k + 1] = UInt16(bitPattern: dy[offset + k])
            }
            lines.append(xy)
        }
        return (west, south, lines)
    }
}
