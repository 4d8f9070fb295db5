import WaymarkModel

/// Features in a data file's model (``WaymarkRender/PageJob/fingerprint(path:data:)``), encoded as
/// the compact, key-sorted text their file is written as: one text to hash instead of a value per
/// property, and the same features always the same text.
struct CompactGeoJSON: Encodable, Sendable {
    let features: [GeoJSONFeature]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: try GeoJSONFeatureCollection(features: features).encoded(), as: UTF8.self))
    }
}
