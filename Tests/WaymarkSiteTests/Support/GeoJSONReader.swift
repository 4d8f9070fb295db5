import Foundation

/// A GeoJSON FeatureCollection parsed back with `JSONSerialization`, for tests: each feature's
/// `id`, geometry type and coordinates, and properties.
struct GeoJSONReader {
    struct Feature {
        var id: String?
        var geometryType: String?
        var coordinates: Any?
        var properties: [String: Any]

        /// `[longitude, latitude]` of a Point.
        var point: [Double]? { geometryType == "Point" ? coordinates as? [Double] : nil }
        /// A text property.
        func text(_ name: String) -> String? { properties[name] as? String }
    }

    let features: [Feature]

    /// The collection in `bytes`, or `nil` when it is not a JSON FeatureCollection.
    init?(_ bytes: [UInt8]) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any],
              object["type"] as? String == "FeatureCollection",
              let features = object["features"] as? [[String: Any]] else { return nil }
        self.features = features.map { feature in
            let geometry = feature["geometry"] as? [String: Any]
            return Feature(id: feature["id"] as? String, geometryType: geometry?["type"] as? String,
                           coordinates: geometry?["coordinates"], properties: feature["properties"] as? [String: Any] ?? [:])
        }
    }

    /// The features whose `kind` property is `kind`.
    func features(kind: String) -> [Feature] {
        features.filter { $0.text("kind") == kind }
    }
}

extension GeoJSONReader {
    /// Why a file could not be read as GeoJSON (thrown, so the test records it).
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The collection in `bytes` (the file `path`), or a thrown ``Problem`` when the file is missing
    /// or not a FeatureCollection.
    static func read(_ bytes: [UInt8]?, _ path: String) throws -> GeoJSONReader {
        guard let bytes else { throw Problem(description: "missing \(path)") }
        guard let reader = GeoJSONReader(bytes) else { throw Problem(description: "\(path) is not a FeatureCollection") }
        return reader
    }
}
