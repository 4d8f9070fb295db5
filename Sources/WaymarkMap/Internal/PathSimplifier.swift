/// Reduces pixel-space lines to what a reader can see: a radial-distance pass, then Douglas–Peucker.
///
/// Tolerances are in pixels (0.5 px keeps outlines indistinguishable from the full data at the
/// rendered size). Both passes keep the first and last point and are deterministic.
enum PathSimplifier {
    /// Drops points closer than `tolerance` to the previously kept point.
    static func radial(_ points: [PixelPoint], tolerance: Double) -> [PixelPoint] {
        guard points.count > 2 else { return points }
        let limit = tolerance * tolerance
        var kept: [PixelPoint] = [points[0]]
        kept.reserveCapacity(points.count / 2)
        var last = points[0]
        for index in 1..<(points.count - 1) {
            let p = points[index]
            let dx = p.x - last.x
            let dy = p.y - last.y
            if dx * dx + dy * dy >= limit {
                kept.append(p)
                last = p
            }
        }
        kept.append(points[points.count - 1])
        return kept
    }

    /// Douglas–Peucker: keeps the points farther than `tolerance` from the simplified line.
    static func douglasPeucker(_ points: [PixelPoint], tolerance: Double) -> [PixelPoint] {
        let count = points.count
        guard count > 2 else { return points }
        var keep = [Bool](repeating: false, count: count)
        keep[0] = true
        keep[count - 1] = true
        let limit = tolerance * tolerance
        var stack: [(Int, Int)] = [(0, count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            let a = points[first]
            let b = points[last]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            var farthest = first
            var farthestDistance = -1.0
            for index in (first + 1)..<last {
                let p = points[index]
                var distance: Double
                if lengthSquared == 0 {
                    distance = (p.x - a.x) * (p.x - a.x) + (p.y - a.y) * (p.y - a.y)
                } else {
                    let cross = (p.x - a.x) * dy - (p.y - a.y) * dx
                    distance = cross * cross / lengthSquared
                }
                if distance > farthestDistance {
                    farthestDistance = distance
                    farthest = index
                }
            }
            if farthestDistance > limit {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        var result: [PixelPoint] = []
        result.reserveCapacity(count / 4)
        for index in 0..<count where keep[index] {
            result.append(points[index])
        }
        return result
    }
}
