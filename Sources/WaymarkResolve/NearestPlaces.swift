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
    /// `known`: what an earlier build found for exactly these coordinates (``KnownNearestPlaces``,
    /// `--cache`), taken as it is; only the other coordinates are looked up, and the gazetteer is
    /// loaded only for them.
    static func assign(to data: inout SiteData, geocoded: inout GeocodedPlaces, known: KnownNearestPlaces = KnownNearestPlaces(),
                       gazetteer load: () throws(GazetteerError) -> Gazetteer = { () throws(GazetteerError) in try Gazetteer.embedded() })
        -> GazetteerError? {
        let charters = data.charters.filter { $0.coordinate != nil && geocoded.charters[$0.id] == nil }
        let announcements = data.announcements.filter { $0.coordinate != nil && geocoded.announcements[$0.id] == nil }
        var failure: GazetteerError?
        if !(charters.isEmpty && announcements.isEmpty) {
            let charterRecords = charters.map { ($0.id, $0.coordinate) }, announcementRecords = announcements.map { ($0.id, $0.coordinate) }
            let charterHits = known.lookUp(charterRecords), announcementHits = known.lookUp(announcementRecords)
            do {
                var loaded: Gazetteer?
                func gazetteer() throws(GazetteerError) -> Gazetteer {
                    if let loaded { return loaded }
                    let gazetteer = try load()
                    loaded = gazetteer
                    return gazetteer
                }
                let charterMisses = charterRecords.indices.filter { charterHits[$0] == nil }.map { charterRecords[$0] }
                let announcementMisses = announcementRecords.indices.filter { announcementHits[$0] == nil }.map { announcementRecords[$0] }
                let foundCharters = charterMisses.isEmpty ? [:] : nearest(charterMisses, in: try gazetteer())
                let foundAnnouncements = announcementMisses.isEmpty ? [:] : nearest(announcementMisses, in: try gazetteer())
                geocoded.nearestToCharters = merged(charterRecords, charterHits, foundCharters)
                geocoded.nearestToAnnouncements = merged(announcementRecords, announcementHits, foundAnnouncements)
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

    /// `found` (the records looked up) with each record of `hits` given its known place.
    private static func merged(_ records: [(id: String, coordinate: Coordinate?)], _ hits: [NearbyPlace?],
                               _ found: [String: NearbyPlace]) -> [String: NearbyPlace] {
        guard hits.contains(where: { $0 != nil }) else { return found }
        var all = found
        all.reserveCapacity(records.count)
        for (record, hit) in zip(records, hits) {
            if let hit, all[record.id] == nil { all[record.id] = hit }
        }
        return all
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
