import WaymarkCore
import WaymarkGeo
import WaymarkModel

extension QueryResult {
    /// An RFC 7946 FeatureCollection: one Feature per row with `id`, a Point geometry in
    /// `[longitude, latitude]` order (`null` for a record without coordinates) and the row's other
    /// cells as properties. Keys sorted, pretty-printed; the same GeoJSON types and encoder as the
    /// site's map data. Throws when a value cannot be encoded.
    package func geoJSONText() throws -> String {
        let digits = Self.coordinateDigits
        let features = rows.map { row in
            var properties: [String: GeoJSONValue] = [:]
            for cell in cells(of: row, distanceDigits: machineDistanceDigits, includeCoordinates: false) where cell.name != "id" {
                properties[cell.name] = GeoJSONValue(cell.value)
            }
            let geometry = row.coordinate.map { c in
                GeoJSONGeometry.point(Coordinate(latitude: QueryValue.rounded(c.latitude, digits),
                                                 longitude: QueryValue.rounded(c.longitude, digits)))
            }
            return GeoJSONFeature(id: row.id, geometry: geometry, properties: properties)
        }
        return String(decoding: try GeoJSONFeatureCollection(features: features).encoded(layout: .pretty), as: UTF8.self)
    }
}
