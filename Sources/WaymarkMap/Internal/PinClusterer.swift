/// Groups pins that would overlap on screen, deterministically.
///
/// Greedy in pixel space: pins are visited in the order given (callers pass them sorted by id); an
/// unassigned pin seeds a cluster that takes every still-unassigned pin within `distance` pixels of
/// it. A uniform grid of `distance`-sized cells keeps this linear in the number of pins. Same input,
/// same clusters, in the same order. Seeds end up more than `distance` apart from each other.
enum PinClusterer {
    /// Returns groups of positions into `points`; each group starts with its seed, then ascending positions.
    static func cluster(_ points: [PixelPoint], distance: Double) -> [[Int]] {
        guard distance > 0, !points.isEmpty else { return points.indices.map { [$0] } }
        struct Cell: Hashable { var x: Int; var y: Int }
        func cell(_ p: PixelPoint) -> Cell {
            Cell(x: Int((p.x / distance).rounded(.down)), y: Int((p.y / distance).rounded(.down)))
        }
        var grid: [Cell: [Int]] = [:]
        for (index, point) in points.enumerated() {
            grid[cell(point), default: []].append(index)
        }
        let limit = distance * distance
        var assigned = [Bool](repeating: false, count: points.count)
        var groups: [[Int]] = []
        for (seedIndex, seed) in points.enumerated() where !assigned[seedIndex] {
            assigned[seedIndex] = true
            var members: [Int] = []
            let home = cell(seed)
            for dy in -1...1 {
                for dx in -1...1 {
                    guard let bucket = grid[Cell(x: home.x + dx, y: home.y + dy)] else { continue }
                    for index in bucket where !assigned[index] {
                        let p = points[index]
                        let ddx = p.x - seed.x
                        let ddy = p.y - seed.y
                        if ddx * ddx + ddy * ddy <= limit {
                            members.append(index)
                        }
                    }
                }
            }
            members.sort()
            for index in members { assigned[index] = true }
            groups.append([seedIndex] + members)
        }
        return groups
    }
}
