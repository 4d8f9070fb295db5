import Foundation
import WaymarkGeo

extension Coordinate {
    /// Great-circle distance on the mean-radius sphere, in metres. Used only for internal grouping
    /// decisions (is a rival the same town?, is a candidate near a qualifier place?), never printed.
    func sphericalSeparation(to other: Coordinate) -> Double {
        let radius = 6_371_008.8
        let phi1 = latitude * .pi / 180
        let phi2 = other.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (other.longitude - longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}
