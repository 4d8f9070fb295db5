import Foundation
import WaymarkGeo
@testable import WaymarkGeocoding

/// The embedded gazetteer, loaded once per test process.
enum TestGazetteer {
    static func shared() throws -> Gazetteer { try Gazetteer.embedded() }

    /// Great-circle distance on the mean sphere, metres: an independent yardstick for the tables.
    static func separation(_ a: Coordinate, _ b: Coordinate) -> Double {
        let radius = 6_371_008.8
        let p1 = a.latitude * .pi / 180, p2 = b.latitude * .pi / 180
        let dp = p2 - p1, dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}
