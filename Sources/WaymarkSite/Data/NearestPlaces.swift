import Dispatch
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
        let chunks = max(1, min(records.count / 2_000, 16))
        var results = [[(String, NearbyPlace)]](repeating: [], count: chunks)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedSlots(slots)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let range = (records.count * chunk / chunks)..<(records.count * (chunk + 1) / chunks)
                slots.set(chunk, records[range].compactMap { record in
                    record.coordinate.flatMap(gazetteer.nearest(to:)).map { (record.id, $0) }
                })
            }
        }
        return Dictionary(results.joined(), uniquingKeysWith: { first, _ in first })
    }

    /// Disjoint result slots written from `concurrentPerform`, one index per iteration.
    private struct UncheckedSlots<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
        init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
        func set(_ index: Int, _ value: Element) { buffer[index] = value }
    }
}
