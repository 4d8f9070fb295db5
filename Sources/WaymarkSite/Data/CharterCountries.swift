import WaymarkData
import WaymarkGeocoding
import WaymarkModel

/// The resolve step that gives every located charter its country (``WaymarkModel/Charter/countryCode``),
/// so charter discovery can filter by ISO code (SPEC §3): the geocoded destination's country when
/// geocoding placed it, else the country of the nearest place of the embedded gazetteer. The
/// gazetteer is loaded only when some charter needs the second rule.
enum CharterCountries {
    /// Fills `countryCode` of every charter with a coordinate. When the gazetteer cannot be read (a
    /// damaged install, reported by the geocoding step when it matters), countries stay unknown.
    static func assign(to data: inout SiteData, geocoded: GeocodedPlaces) {
        var gazetteer: Gazetteer??
        for index in data.charters.indices {
            guard let coordinate = data.charters[index].coordinate else { continue }
            if let place = geocoded.charters[data.charters[index].id] {
                data.charters[index].countryCode = place.countryCode
                continue
            }
            if gazetteer == nil { gazetteer = try? Gazetteer.embedded() }
            data.charters[index].countryCode = (gazetteer ?? nil)?.nearest(to: coordinate)?.place.countryCode
        }
    }
}
