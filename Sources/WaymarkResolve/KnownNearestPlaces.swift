import WaymarkData
import WaymarkGeo
import WaymarkGeocoding

/// The nearest gazetteer places an earlier build found (`waymark build --cache`, docs/scale.md,
/// "The data phase kept between builds"), by the exact coordinate asked about: the nearest place
/// of a coordinate depends on nothing else but the gazetteer, which is part of the program the
/// cache is tied to. ``NearestPlaces`` takes them as they are and looks up only other coordinates.
package struct KnownNearestPlaces: Sendable {
    /// A coordinate to the bit: two coordinates are the same key only when both numbers are.
    package struct Key: Hashable, Sendable {
        package var latitude: UInt64
        package var longitude: UInt64

        package init(_ coordinate: Coordinate) {
            latitude = coordinate.latitude.bitPattern
            longitude = coordinate.longitude.bitPattern
        }
    }

    /// What was found, by coordinate.
    package var places: [Key: NearbyPlace]

    package init(places: [Key: NearbyPlace] = [:]) {
        self.places = places
    }

    /// The known place of each record's coordinate, or `nil`.
    func lookUp(_ records: [(id: String, coordinate: Coordinate?)]) -> [NearbyPlace?] {
        guard !places.isEmpty else { return [NearbyPlace?](repeating: nil, count: records.count) }
        return records.map { record in record.coordinate.flatMap { places[Key($0)] } }
    }

    /// What `geocoded` holds of the nearest places of `data`'s records with coordinates of their
    /// own, by coordinate: what the next build may take from this one.
    package static func found(in data: SiteData, geocoded: GeocodedPlaces) -> KnownNearestPlaces {
        var places: [Key: NearbyPlace] = [:]
        places.reserveCapacity(geocoded.nearestToAnnouncements.count + geocoded.nearestToCharters.count)
        for charter in data.charters {
            if let coordinate = charter.coordinate, let place = geocoded.nearestToCharters[charter.id] { places[Key(coordinate)] = place }
        }
        for announcement in data.announcements {
            if let coordinate = announcement.coordinate, let place = geocoded.nearestToAnnouncements[announcement.id] {
                places[Key(coordinate)] = place
            }
        }
        return KnownNearestPlaces(places: places)
    }
}
