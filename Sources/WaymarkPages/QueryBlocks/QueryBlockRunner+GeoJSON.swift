import WaymarkConfig
import WaymarkDiscovery
import WaymarkGeo
import WaymarkMarkdown
import WaymarkModel

extension QueryBlockRunner {
    /// Degrees between the positions of a route's line: the same densification as the SVG route.
    static let routeStepDegrees = 1.0

    /// The features of `block`'s map as a FeatureCollection, in drawing order: the route as one
    /// line cut at the antimeridian (a route query with two or more known waypoints) and its
    /// waypoints (`kind` `waypoint`, `name` the ICAO code, `sequence` from 1), or the anchor and its
    /// range circle (a radius query), then one point per pin in the result's order — exactly the
    /// rows the map draws (a valid position), with the same coordinates.
    ///
    /// A pin's `id` is the absolute URL of its page (from `config.baseURL`) when the context gives
    /// it one, else the record's id; its properties are `kind` (`airport`, `charter`,
    /// `announcement`), `id` (`ident` for airports), `name`, `url` (with a page), `category` (the
    /// pin's legend key), the distance or route position in the result's unit, and the record's
    /// query columns (`status`, `type`, …) that have a value.
    package func geoJSON(_ block: QueryBlock, result: QueryResult, config: SiteConfig) -> GeoJSONFeatureCollection {
        var features: [GeoJSONFeature] = []
        switch mapShape(block) {
        case .route(let all):
            let waypoints = all.filter(\.coordinate.isValid)
            let codes = waypoints.map(\.code)
            if waypoints.count >= 2 {
                let line = GreatCircle.densify(route: waypoints.map(\.coordinate), maxSegmentDegrees: Self.routeStepDegrees)
                features.append(GeoJSONFeature(id: "route", geometry: AntimeridianCut.lineString(line), properties: [
                    "kind": .text("route"), "name": .text(codes.joined(separator: " → ")),
                    "waypoints": .text(codes.joined(separator: " ")),
                ]))
            }
            for (index, waypoint) in waypoints.enumerated() {
                features.append(GeoJSONFeature(id: "waypoint-\(index + 1)", geometry: .point(waypoint.coordinate), properties: [
                    "kind": .text("waypoint"), "name": .text(waypoint.code), "sequence": .integer(index + 1),
                ]))
            }
        case .range(let place):
            let properties: [String: GeoJSONValue] = [
                "kind": .text("anchor"), "name": .text(place.name),
                "radius" + Self.unitSuffix(result.unit): .number(Self.rounded(place.radius / result.unit.metres)),
            ]
            features.append(GeoJSONFeature(id: "anchor", geometry: .point(place.coordinate), properties: properties))
            var circle = properties
            circle["kind"] = .text("radius")
            let ring = GeodesicCircle.polygon(center: place.coordinate, radius: place.radius, vertices: 96)
            features.append(GeoJSONFeature(id: "radius", geometry: AntimeridianCut.polygon(ring), properties: circle))
        case .overview:
            break
        }
        let mode = block.legendMode
        for row in result.rows {
            guard let c = row.coordinate, c.isValid else { continue }
            features.append(feature(row, coordinate: c, result: result, category: category(row, subject: block.spec.subject, mode: mode),
                                    config: config))
        }
        return GeoJSONFeatureCollection(features: features)
    }

    /// One pin of a block's map as a Point feature (see ``geoJSON(_:result:config:)``).
    func feature(_ row: QueryRow, coordinate: Coordinate, result: QueryResult, category: String, config: SiteConfig) -> GeoJSONFeature {
        var properties: [String: GeoJSONValue] = [:]
        for property in row.properties {
            if let value = Self.value(property.value) { properties[property.name] = value }
        }
        let suffix = Self.unitSuffix(result.unit)
        if result.hasRoute, let route = row.route {
            properties["leg"] = .integer(route.leg + 1)
            properties["crossTrack" + suffix] = .number(Self.rounded(route.crossTrack / result.unit.metres))
            properties["alongTrack" + suffix] = .number(Self.rounded(route.alongTrack / result.unit.metres))
        } else if result.hasDistance, let distance = row.distance {
            properties["distance" + suffix] = .number(Self.rounded(distance / result.unit.metres))
        }
        switch result.subject {
        case .airports:
            properties["kind"] = .text("airport")
            properties["ident"] = .text(row.id)
        case .charters:
            properties["kind"] = .text("charter")
            properties["id"] = .text(row.id)
        case .announcements:
            properties["kind"] = .text("announcement")
            properties["id"] = .text(row.id)
        }
        properties["name"] = .text(context.name(row, subject: result.subject))
        properties["category"] = .text(category)
        var id = row.id
        if let page = context.pageLink(result.subject, row.id) {
            id = config.absoluteURL(page)
            properties["url"] = .text(id)
        }
        return GeoJSONFeature(id: id, geometry: .point(coordinate), properties: properties)
    }

    /// A query cell as a GeoJSON property value; `nil` for no value.
    static func value(_ value: QueryValue) -> GeoJSONValue? {
        switch value {
        case .text(let text): return .text(text)
        case .integer(let number): return .integer(number)
        case .decimal(let number, _): return .number(number)
        case .boolean(let flag): return .flag(flag)
        case .none: return nil
        }
    }

    /// The suffix of distance property names in `unit`, as `waymark query` writes them (`Km`, `Nm`, `Mi`, `M`).
    static func unitSuffix(_ unit: Length.Unit) -> String {
        switch unit {
        case .kilometres: return "Km"
        case .nauticalMiles: return "Nm"
        case .statuteMiles: return "Mi"
        case .metres: return "M"
        }
    }

    /// `value` rounded to 3 decimals (a metre in km, 2 m in NM): short and stable.
    static func rounded(_ value: Double) -> Double {
        let r = (value * 1_000).rounded() / 1_000
        return r == 0 ? 0 : r
    }
}
