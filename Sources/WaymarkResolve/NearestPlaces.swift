import WaymarkCore
import WaymarkData
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel

/// The resolve steps after forward geocoding: reverse geocoding of the records with coordinates of
/// their own (the nearest gazetteer place, docs/geo.md, "Geocoding"), then every located charter's country
/// (``WaymarkModel/Charter/countryCode``), so charter discovery can filter by ISO code (docs/geo.md, "Charter discovery and visibility").
enum NearestPlaces {
    /// Fills `geocoded.nearestToCharters` and `nearestToAnnouncements` for every charter and
    /// announcement with a coordinate that geocoding did not place, then each located charter's
    /// `countryCode`: the geocoded destination's country, else the nearest place's. The gazetteer
    /// (`load`, the embedded one unless a test gives another) is loaded only when some record needs a
    /// reverse lookup; when it cannot be read (a damaged install) nothing is filled in and the error
    /// is returned for the data stage to report.
    static func assign(to data: inout SiteData, geocoded: inout GeocodedPlaces,
                       gazetteer load: () throws(GazetteerError) -> Gazetteer = { () throws(GazetteerError) in try Gazetteer.embedded() })
        -> GazetteerError? {
        let charters = data.charters.filter { $0.coordinate != nil && geocoded.charters[$0.id] == nil }
        let announcements = data.announcements.filter { $0.coordinate != nil && geocoded.announcements[$0.id] == nil }
        var failure: GazetteerError?
        if !(charters.isEmpty && announcements.isEmpty) {
            do {
                let gazetteer = try load()
                geocoded.nearestToCharters = nearest(charters.map { ($0.id, $0.coordinate) }, in: gazetteer)
                geocoded.nearestToAnnouncements = nearest(announcements.map { ($0.id, $0.coordinate) }, in: gazetteer)
            } catch {
                failure = error
            }
        }
        for index in data.charters.indices where data.charters[index].coordinate != nil {
            let id = data.charters[index].id
            data.charters[index].countryCode = geocoded.charters[id]?.countryCode
                ?? geocoded.nearestToCharters[id]?.place.countryCode
        }
        return failure
    }

    /// The nearest gazetteer place of each record, looked up on all cores (100,000 announcements
    /// take about 0.5 s of CPU).
    private static func nearest(_ records: [(id: String, coordinate: Coordinate?)], in gazetteer: Gazetteer) -> [String: NearbyPlace] {
        let ranges = Concurrently.ranges(total: records.count, parts: max(1, min(records.count / 2_000, 16)))
        let results = Concurrently.map(ranges.count) { chunk in
            records[ranges[chunk]].compactMap { record in
                record.coordinate.flatMap(gazetteer.nearest(to:)).map { (record.id, $0) }
            }
        }
        return Dictionary(results.joined(), uniquingKeysWith: { first, _ in first })
    }
}
