/// A GSHHG binned shoreline file (`binned_GSHHS_<r>.nc`, GSHHG 2.3.x): its bin table, read once
/// on opening, and any bin's segments, read on demand.
final class ShorelineFile: Sendable {
    /// Degrees per bin side.
    let binSize: Double
    /// Bins per 360° of longitude.
    let columns: Int
    /// Bins per 180° of latitude.
    let rows: Int
    private let file: NetCDFFile
    private let cornerLevels: [Int16]
    private let segmentCounts: [Int16]
    private let firstSegments: [Int32]

    /// Opens `path` and reads its bin table.
    init(path: String) throws(NetCDFError) {
        let file = try NetCDFFile(path: path)
        self.file = file
        let minutes = try file.scalar("Bin_size_in_minutes")
        binSize = Double(minutes) / 60
        columns = try file.scalar("N_bins_in_360_longitude_range")
        rows = try file.scalar("N_bins_in_180_degree_latitude_range")
        let bins = try file.scalar("N_bins_in_file")
        cornerLevels = try file.shorts("Embedded_node_levels_in_a_bin", start: 0, count: bins)
        segmentCounts = try file.shorts("N_segments_in_a_bin", start: 0, count: bins)
        firstSegments = try file.ints("Id_of_first_segment_in_a_bin", start: 0, count: bins)
    }

    /// Number of bins.
    var binCount: Int { segmentCounts.count }

    /// Reads bin `index` (0 ≤ index < ``binCount``): corner levels and every segment but the
    /// Antarctic grounding line (the ice front is drawn, as GMT does by default).
    func bin(_ index: Int) throws(NetCDFError) -> ShoreBin {
        let info = Int(UInt16(bitPattern: cornerLevels[index]))
        let corners = [9, 6, 3, 0].map { (info >> $0) & 7 }
        let row = index / columns
        let west = Double(index % columns) * binSize
        let south = 90 - Double(row + 1) * binSize
        let count = Int(segmentCounts[index])
        var segments: [ShoreSegment] = []
        if count > 0 {
            let first = Int(firstSegments[index])
            let infos = try file.ints("Embedded_npts_levels_exit_entry_for_a_segment", start: first, count: count)
            let starts = try file.ints("Id_of_first_point_in_a_segment", start: first, count: count)
            let antarctic = try file.bytesIfPresent("Embedded_ANT_flag", start: first, count: count)
            // One read for the bin's points: its segments are stored one after another.
            let pointStart = Int(starts[0])
            var pointEnd = pointStart
            for (i, word) in infos.enumerated() {
                pointEnd = max(pointEnd, Int(starts[i]) + Int(UInt32(bitPattern: word) >> 9))
            }
            let dx = try file.shorts("Relative_longitude_from_SW_corner_of_bin", start: pointStart, count: pointEnd - pointStart)
            let dy = try file.shorts("Relative_latitude_from_SW_corner_of_bin", start: pointStart, count: pointEnd - pointStart)
            for (i, word) in infos.enumerated() {
                let bits = Int(UInt32(bitPattern: word))
                var level = (bits >> 6) & 7
                if let antarctic, antarctic[i] != 0 {
                    level = 1  // the Antarctic ice front
                } else if level > 4 {
                    continue  // the Antarctic grounding line, an alternative to the ice front
                }
                let n = bits >> 9
                let offset = Int(starts[i]) - pointStart
                var xy = [UInt16](repeating: 0, count: 2 * n)
                for k in 0..<n {
                    xy[2 * k] = UInt16(bitPattern: dx[offset + k])
                    xy[2 * k + 1] = UInt16(bitPattern: dy[offset + k])
                }
                segments.append(ShoreSegment(level: level, entry: (bits >> 3) & 7, exit: bits & 7, xy: xy))
            }
        }
        return ShoreBin(index: index, west: west, south: south, size: binSize, cornerLevels: corners, segments: segments)
    }
}
