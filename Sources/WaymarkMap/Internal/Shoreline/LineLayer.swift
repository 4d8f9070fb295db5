/// GSHHG border or river lines of a view as one open-path `d`, simplified to the pixel grid and cut
/// to the padded view (runs outside it are left out).
struct LineLayer {
    private(set) var path = PathData()

    init(_ lines: [(line: ShoreLine, shift: Double)], frame: MapFrame, pad: Double, tolerance: Double) {
        let rect = frame.rect(pad: pad)
        let (viewMinX, viewMinY, viewMaxX, viewMaxY) = frame.unitExtent(pad: pad)
        var run: [PixelPoint] = []
        for (line, shift) in lines {
            guard line.maxY >= viewMinY, line.minY <= viewMaxY,
                  line.maxX + shift >= viewMinX, line.minX + shift <= viewMaxX else { continue }
            run.removeAll(keepingCapacity: true)
            var previous: PixelPoint? = nil
            for k in 0..<(line.xy.count / 2) {
                let p = frame.pixel(x: line.xy[2 * k] + shift, y: line.xy[2 * k + 1])
                if let a = previous {
                    let box = PixelRect(minX: min(a.x, p.x), minY: min(a.y, p.y), maxX: max(a.x, p.x), maxY: max(a.y, p.y))
                    if box.intersects(rect) {
                        if run.isEmpty { run.append(a) }
                        run.append(p)
                    } else {
                        flush(&run, tolerance: tolerance)
                    }
                }
                previous = p
            }
            flush(&run, tolerance: tolerance)
        }
    }

    private mutating func flush(_ run: inout [PixelPoint], tolerance: Double) {
        if run.count >= 2 {
            path.appendLine(PathSimplifier.douglasPeucker(PathSimplifier.radial(run, tolerance: tolerance), tolerance: tolerance))
        }
        run.removeAll(keepingCapacity: true)
    }
}
