import Foundation
import WaymarkGeo

/// A coordinate typed as text, "LATITUDE,LONGITUDE" in decimal degrees ("43.51,16.44",
/// "-33.87, 151.21"), as `waymark geocode --reverse` takes it.
package enum CoordinatePair {
    /// Parses and validates `text`; the failure message names the value and what was expected.
    package static func parse(_ text: String) -> Result<Coordinate, CoordinatePairError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            return .failure(CoordinatePairError(
                message: "\"\(text)\" is not a coordinate: expected LATITUDE,LONGITUDE in decimal degrees, e.g. 43.51,16.44"))
        }
        switch Coordinate.validated(latitude: latitude, longitude: longitude) {
        case .success(let coordinate): return .success(coordinate)
        case .failure(let error): return .failure(CoordinatePairError(message: "\"\(text)\": \(error)"))
        }
    }
}

/// Why a text is not a coordinate pair.
package struct CoordinatePairError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line naming the text and what was expected.
    package let message: String

    /// The message.
    package var description: String { message }
}
