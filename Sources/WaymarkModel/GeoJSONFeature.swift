/// An RFC 7946 Feature: an `id`, a geometry (or `null`) and flat properties.
package struct GeoJSONFeature: Sendable, Hashable, Encodable {
    /// The feature's id (a permalink or a record id); omitted when `nil`.
    package var id: String?
    /// Where it is; `null` for a feature without a location.
    package var geometry: GeoJSONGeometry?
    /// Properties, encoded with sorted keys.
    package var properties: [String: GeoJSONValue]

    /// Creates a feature.
    package init(id: String?, geometry: GeoJSONGeometry?, properties: [String: GeoJSONValue] = [:]) {
        self.id = id
        self.geometry = geometry
        self.properties = properties
    }

    private enum Keys: String, CodingKey { case type, id, geometry, properties }

    /// Encodes `{"type": "Feature", …}`; `geometry` is always present (`null` when absent).
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("Feature", forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        if let geometry { try container.encode(geometry, forKey: .geometry) } else { try container.encodeNil(forKey: .geometry) }
        try container.encode(properties, forKey: .properties)
    }
}
