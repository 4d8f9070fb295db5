#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpatialIndex {
    /// Positions (ascending) of every point inside `bounds`, edges included; boxes crossing the
    /// antimeridian (`west > east`) are handled, and longitudes -180 and 180 are the same meridian.
    public func inside(_ bounds: GeoBounds) -> [Int] {
        guard stored > 0, bounds.south <= bounds.north else { return [] }
        var out: [Int] = []
        let parts = bounds.parts()
        let margin = 1e-9
        walk(enter: { bb, o in
            // Latitude range of the node from its z extent (z = sin φ on the geodetic sphere).
            let latLow = asin(max(-1, min(1, Double(bb[o + 2])))) / AngleMath.degree - margin
            let latHigh = asin(max(-1, min(1, Double(bb[o + 5])))) / AngleMath.degree + margin
            if latHigh < bounds.south || latLow > bounds.north { return false }
            return SpatialIndex.longitudesMayMeet(bb, o, parts, margin: margin)
        }, leaf: { lo, hi in
            for i in lo..<hi {
                let p = points[i]
                if bounds.contains(Coordinate(latitude: p.latitude, longitude: p.longitude)) { out.append(Int(p.position)) }
            }
        })
        out.sort()
        return out
    }

    /// Whether the longitudes covered by the node's box can meet any of the (non-crossing) parts.
    ///
    /// When the box's x–y rectangle touches the polar axis every longitude is possible; otherwise the
    /// rectangle subtends less than 180° seen from the axis and its corners give the longitude interval.
    static func longitudesMayMeet(_ b: UnsafeBufferPointer<Float>, _ o: Int, _ parts: [GeoBounds], margin: Double) -> Bool {
        let minX = Double(b[o]), minY = Double(b[o + 1]), maxX = Double(b[o + 3]), maxY = Double(b[o + 4])
        // Points at (or within 1e-12 of) the axis — the poles, whose vectors carry round-off of about
        // 1e-16 — may have any longitude.
        let axis = 1e-12
        if minX <= axis && maxX >= -axis && minY <= axis && maxY >= -axis { return true }
        let ref = atan2((minY + maxY) / 2, (minX + maxX) / 2) / AngleMath.degree
        var low = 0.0, high = 0.0
        for (x, y) in [(minX, minY), (minX, maxY), (maxX, minY), (maxX, maxY)] {
            var d = atan2(y, x) / AngleMath.degree - ref
            if d > 180 { d -= 360 } else if d < -180 { d += 360 }
            low = min(low, d); high = max(high, d)
        }
        let a = ref + low - margin, span = high - low + 2 * margin
        for part in parts {
            for shift in [-360.0, 0, 360] {
                let s = a + shift
                if s <= part.east && s + span >= part.west { return true }
            }
        }
        return false
    }
}
