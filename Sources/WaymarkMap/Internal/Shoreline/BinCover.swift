/// The bins of a grid (`columns` × `rows` bins of `size` degrees, numbered row by row from the
/// north-west, columns from 0° east) that cover a view, each with the 360° copy it is drawn at.
struct BinCover: Sequence {
    var size: Double
    var columns: Int
    var rows: Int
    /// Longitudes, unrolled: `west` may be below -180 and `east` above 180.
    var west: Double
    var east: Double
    var south: Double
    var north: Double

    func makeIterator() -> IndexingIterator<[(index: Int, shift: Double)]> {
        var result: [(index: Int, shift: Double)] = []
        let firstRow = Swift.max(0, Int(((90 - north) / size).rounded(.down)))
        let lastRow = Swift.min(rows - 1, Int(((90 - south) / size).rounded(.down)))
        guard firstRow <= lastRow, columns > 0 else { return result.makeIterator() }
        var lon = (west / size).rounded(.down) * size
        while lon < east {
            var wrapped = lon.truncatingRemainder(dividingBy: 360)
            if wrapped < 0 { wrapped += 360 }
            let column = Int((wrapped / size).rounded()) % columns
            // The shift in Mercator units (1 per 360°) that moves this column's bins under `lon`.
            let shift = ((lon - Double(column) * size) / 360).rounded()
            for row in firstRow...lastRow { result.append((row * columns + column, shift)) }
            lon += size
        }
        return result.makeIterator()
    }
}
