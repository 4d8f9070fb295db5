/// Closes the segments of one bin into polygons (docs/geo.md, "Coastlines").
///
/// Segments that cross the bin are chained with pieces of the bin's edge: from a segment's exit,
/// walk counterclockwise along the edge (dry ground is then on the left, as in the data) to the
/// nearest entry of an unused segment, taking every corner passed, and continue with that segment
/// until the walk returns to the first one. Each chain is dry ground; its level is the odd level
/// at or below the lowest level among its segments and corners (a chain of lake shore and land
/// corners is land, level 1; one of island-in-lake shore alone is level 3). A bin that no segment
/// crosses is one square at its corners' level when that level is odd. Closed segments keep their
/// own level. Painting levels 1 to 4 in order gives land, lakes, islands in lakes and ponds.
enum ShoreBinAssembler {
    /// Perimeter positions are side + fraction, 0 ≤ t < 4, counterclockwise from the south-west corner.
    private static func perimeter(side: Int, x: UInt16, y: UInt16) -> Double {
        let full = Double(UInt16.max)
        switch side {
        case 0: return Double(x) / full
        case 1: return 1 + Double(y) / full
        case 2: return 2 + (full - Double(x)) / full
        default: return 3 + (full - Double(y)) / full
        }
    }

    /// Corner at perimeter position `c` (1 SE, 2 NE, 3 NW, 4 or 0 SW), in relative units.
    private static let cornerXY: [(UInt16, UInt16)] = [(0, 0), (.max, 0), (.max, .max), (0, .max)]

    /// The bin's polygons, in a fixed order: chains by their first segment, then the bin square, then closed segments.
    static func polygons(_ bin: ShoreBin) -> [ShorePolygon] {
        var result: [ShorePolygon] = []
        let crossing = bin.segments.indices.filter { bin.segments[$0].entry < 4 && bin.segments[$0].exit < 4 && bin.segments[$0].count >= 1 }
        if crossing.isEmpty {
            let level = bin.cornerLevels.max() ?? 0
            if level % 2 == 1 {
                result.append(ShorePolygon(level: level, xy: [0, 0, .max, 0, .max, .max, 0, .max]))
            }
        } else {
            result += chains(bin, crossing: crossing)
        }
        for segment in bin.segments where segment.entry >= 4 || segment.exit >= 4 {
            guard segment.count >= 3 else { continue }
            result.append(ShorePolygon(level: segment.level, xy: segment.xy))
        }
        return result
    }

    private static func chains(_ bin: ShoreBin, crossing: [Int]) -> [ShorePolygon] {
        let segments = bin.segments
        var entryAt: [Int: Double] = [:]
        var exitAt: [Int: Double] = [:]
        for s in crossing {
            let seg = segments[s]
            entryAt[s] = perimeter(side: seg.entry, x: seg.xy[0], y: seg.xy[1])
            exitAt[s] = perimeter(side: seg.exit, x: seg.xy[seg.xy.count - 2], y: seg.xy[seg.xy.count - 1])
        }
        var unused = Set(crossing)
        var result: [ShorePolygon] = []
        for start in crossing where unused.contains(start) {
            var xy: [UInt16] = []
            var lowest = Int.max
            var current = start
            // Bounded: each step uses up one segment.
            for _ in 0...crossing.count {
                unused.remove(current)
                xy += segments[current].xy
                lowest = min(lowest, segments[current].level)
                let exit = exitAt[current] ?? 0
                // The nearest entry counterclockwise from the exit, the first segment included.
                var next = start
                var best = forward(from: exit, to: entryAt[start] ?? 0)
                for candidate in crossing where unused.contains(candidate) {
                    let d = forward(from: exit, to: entryAt[candidate] ?? 0)
                    if d < best || (d == best && candidate < next) {
                        best = d
                        next = candidate
                    }
                }
                // The corners passed on the way.
                var corner = exit.rounded(.down) + 1
                while corner - exit < best {
                    let k = Int(corner) % 4
                    xy.append(cornerXY[k].0)
                    xy.append(cornerXY[k].1)
                    lowest = min(lowest, bin.cornerLevels[k])
                    corner += 1
                }
                if next == start { break }
                current = next
            }
            let level = lowest <= 1 ? 1 : 2 * ((lowest - 1) / 2) + 1
            if xy.count >= 6 { result.append(ShorePolygon(level: level, xy: xy)) }
        }
        return result
    }

    /// Distance counterclockwise along the perimeter from `a` to `b`, 0 ≤ d < 4.
    private static func forward(from a: Double, to b: Double) -> Double {
        let d = b - a
        return d >= 0 ? d : d + 4
    }
}
