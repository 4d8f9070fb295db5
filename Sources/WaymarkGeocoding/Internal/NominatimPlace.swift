import WaymarkGeo

/// One element of a Nominatim `format=jsonv2` search answer (the fields Waymark reads).
struct NominatimPlace: Decodable, Sendable {
    struct Address: Decodable, Sendable {
        var country_code: String?
    }

    var place_id: Int?
    var osm_type: String?
    var osm_id: Int?
    /// Decimal degrees as a string, e.g. "43.5081".
    var lat: String
    var lon: String
    var name: String?
    var display_name: String?
    var address: Address?

    /// The validated coordinate, or nil when the provider sent something unusable.
    var coordinate: Coordinate? {
        guard let latitude = Double(lat), let longitude = Double(lon),
              case .success(let coordinate) = Coordinate.validated(latitude: latitude, longitude: longitude)
        else { return nil }
        return coordinate
    }

    /// A place result: id `online:<osm_type>/<osm_id>` (or `online:<place_id>`), name from `name` or the
    /// first part of `display_name`, the rest of `display_name` as subtitle.
    func result(coordinate: Coordinate, timezone: String) -> PlaceResult {
        let parts = (display_name ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let name = (self.name?.isEmpty == false ? self.name : parts.first) ?? ""
        let subtitle = parts.first == name ? parts.dropFirst().joined(separator: ", ") : parts.joined(separator: ", ")
        let id: String
        if let osm_type, let osm_id {
            id = "online:\(osm_type)/\(osm_id)"
        } else {
            id = "online:\(place_id.map(String.init) ?? "\(coordinate.latitude),\(coordinate.longitude)")"
        }
        return PlaceResult(
            id: id, name: name, subtitle: subtitle, coordinate: coordinate,
            countryCode: address?.country_code?.uppercased() ?? "", timezone: timezone, population: 0)
    }
}
