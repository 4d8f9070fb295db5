extension QueryResult {
    /// An RFC 7946 FeatureCollection: one Feature per row with `id`, a Point geometry in
    /// `[longitude, latitude]` order (`null` for a record without coordinates) and the row's other
    /// cells as properties. Keys sorted.
    public func geoJSONText() -> String {
        let digits = Self.coordinateDigits
        let features: [JSONValue] = rows.map { row in
            var props: [String: JSONValue] = [:]
            for cell in cells(of: row, distanceDigits: machineDistanceDigits, includeCoordinates: false) where cell.name != "id" {
                props[cell.name] = JSONValue(cell.value)
            }
            let geometry: JSONValue = row.coordinate.map { c in
                .object(["type": .string("Point"),
                         "coordinates": .array([.number(JSONValue.rounded(c.longitude, digits)),
                                                .number(JSONValue.rounded(c.latitude, digits))])])
            } ?? .null
            return .object(["type": .string("Feature"), "id": .string(row.id), "geometry": geometry,
                            "properties": .object(props)])
        }
        return JSONValue.encode(.object(["type": .string("FeatureCollection"), "features": .array(features)])) + "\n"
    }
}
