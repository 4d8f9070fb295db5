/// How an SVG renderer fills the paths the tests read back (nonzero rule).
enum SVGFill {
    /// Nonzero winding number of all rings around (x, y), as SVG fills them.
    static func winding(_ rings: [[(Double, Double)]], x: Double, y: Double) -> Int {
        var total = 0
        for ring in rings where ring.count >= 3 {
            for (a, b) in zip(ring, ring.dropFirst() + [ring[0]]) {
                if a.1 <= y {
                    if b.1 > y, (b.0 - a.0) * (y - a.1) - (x - a.0) * (b.1 - a.1) > 0 { total += 1 }
                } else if b.1 <= y, (b.0 - a.0) * (y - a.1) - (x - a.0) * (b.1 - a.1) < 0 {
                    total -= 1
                }
            }
        }
        return total
    }
}
