/// SVG path data built from pixel points, written compactly: an absolute `M`, then relative `l`
/// steps between points rounded to tenths of a pixel (so rounding never accumulates), repeated
/// points dropped, `z` for closed rings.
struct PathData {
    private(set) var buffer = SVGBuffer(capacity: 4_096)
    /// Number of subpaths written.
    private(set) var subpaths = 0

    var isEmpty: Bool { subpaths == 0 }
    var text: String { buffer.text }
    var bytes: [UInt8] { buffer.bytes }

    /// Appends a closed ring (needs at least 3 distinct points after rounding).
    mutating func appendRing(_ points: [PixelPoint]) {
        append(points, closed: true)
    }

    /// Appends an open line (needs at least 2 distinct points after rounding).
    mutating func appendLine(_ points: [PixelPoint]) {
        append(points, closed: false)
    }

    private mutating func append(_ points: [PixelPoint], closed: Bool) {
        var steps: [(Int, Int)] = []
        steps.reserveCapacity(points.count)
        var previous: (Int, Int)? = nil
        for p in points {
            let q = (SVGBuffer.tenths(p.x), SVGBuffer.tenths(p.y))
            if let prev = previous, prev == q { continue }
            steps.append(q)
            previous = q
        }
        if closed, steps.count > 1, steps[0] == steps[steps.count - 1] { steps.removeLast() }
        guard steps.count >= (closed ? 3 : 2) else { return }
        buffer.append(byte: 0x4D) // M
        buffer.append(tenths: steps[0].0)
        buffer.append(byte: 0x20)
        buffer.append(tenths: steps[0].1)
        buffer.append(byte: 0x6C) // l
        var first = true
        for index in 1..<steps.count {
            let dx = steps[index].0 - steps[index - 1].0
            let dy = steps[index].1 - steps[index - 1].1
            if !first, dx >= 0 { buffer.append(byte: 0x20) }
            buffer.append(tenths: dx)
            if dy >= 0 { buffer.append(byte: 0x20) }
            buffer.append(tenths: dy)
            first = false
        }
        if closed { buffer.append(byte: 0x7A) } // z
        subpaths += 1
    }
}
