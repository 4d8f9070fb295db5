import WaymarkCore

/// An RFC 7946 FeatureCollection (no `crs` member: WGS 84 longitude, latitude is implied), encoded
/// with sorted keys by ``WaymarkCore/SortedJSON``: the one GeoJSON encoding of the site's map data,
/// its feeds and `waymark query --format geojson`.
package struct GeoJSONFeatureCollection: Sendable, Hashable, Encodable {
    /// The features, in the order given.
    package var features: [GeoJSONFeature]

    /// Creates a collection.
    package init(features: [GeoJSONFeature]) {
        self.features = features
    }

    private enum Keys: String, CodingKey { case type, features }

    /// Encodes `{"type": "FeatureCollection", "features": […]}`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("FeatureCollection", forKey: .type)
        try container.encode(features, forKey: .features)
    }

    /// UTF-8 JSON, sorted keys, unescaped slashes, with a final newline (`application/geo+json`;
    /// ``WaymarkCore/SortedJSON``). Throws when a value cannot be encoded. The compact layout is
    /// written directly (``GeoJSONWriter``, the same bytes); a non-finite coordinate goes through
    /// `JSONEncoder`, which reports it.
    package func encoded(layout: SortedJSON.Layout = .compact) throws -> [UInt8] {
        if layout == .compact, let bytes = GeoJSONWriter.write(self) { return bytes }
        return try SortedJSON.encode(self, layout: layout)
    }
}
