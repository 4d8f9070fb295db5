import Foundation
import WaymarkGeo

/// An independent spherical cross-track / along-track computation (R = 6,371,008.8 m) to check
/// route results against: the textbook formulas, written here without WaymarkGeo's code.
enum SphericalRouteOracle {
    static let radius = 6_371_008.8

    struct Position {
        let leg: Int
        let crossTrack: Double
        let alongTrack: Double
    }

    static func radians(_ d: Double) -> Double { d * .pi / 180 }

    static func centralAngle(_ a: Coordinate, _ b: Coordinate) -> Double {
        let p1 = radians(a.latitude), p2 = radians(b.latitude)
        let dp = p2 - p1, dl = radians(b.longitude - a.longitude)
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * asin(min(1, h.squareRoot()))
    }

    static func bearing(_ a: Coordinate, _ b: Coordinate) -> Double {
        let p1 = radians(a.latitude), p2 = radians(b.latitude), dl = radians(b.longitude - a.longitude)
        return atan2(sin(dl) * cos(p2), cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl))
    }

    /// The closest leg whose perpendicular foot falls inside it, or `nil` when the point is beside
    /// no leg (beyond the ends or level with a corner), where the definition is ambiguous.
    static func position(of p: Coordinate, route: [Coordinate]) -> Position? {
        var best: Position?
        var start = 0.0
        for leg in 0..<(route.count - 1) {
            let a = route[leg], b = route[leg + 1]
            let length = centralAngle(a, b) * radius
            let d13 = centralAngle(a, p)
            let dTheta = bearing(a, p) - bearing(a, b)
            let xt = asin(sin(d13) * sin(dTheta))
            let at = acos(max(-1, min(1, cos(d13) / cos(xt)))) * (cos(dTheta) < 0 ? -1 : 1) * radius
            if at >= 0, at <= length, best.map({ abs(xt) * radius < $0.crossTrack }) ?? true {
                best = Position(leg: leg, crossTrack: abs(xt) * radius, alongTrack: start + at)
            }
            start += length
        }
        return best
    }
}
