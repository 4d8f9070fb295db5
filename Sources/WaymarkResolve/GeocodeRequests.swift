import WaymarkData
import WaymarkGeocoding
import WaymarkModel

/// The geocoding requests of a site's records — charter `destination`, announcement `address`,
/// place `query` — for records without a manual coordinate, and how to put the answers back.
struct GeocodeRequests {
    /// Which record a request belongs to.
    enum Owner {
        case charter(Int)
        case announcement(Int)
        case place(Int)
    }

    /// Every request, charters first, then announcements, then places, each in record order.
    private(set) var all: [GeocodeRequest] = []
    private var owners: [Owner] = []

    /// Collects the requests of `data`'s records that need geocoding.
    init(_ data: SiteData) {
        for (index, charter) in data.charters.enumerated() where charter.needsGeocoding {
            add(charter.destination, at: charter.destinationLocation ?? charter.location, field: "destination", owner: .charter(index))
        }
        for (index, announcement) in data.announcements.enumerated() where announcement.needsGeocoding {
            add(announcement.address, at: announcement.addressLocation ?? announcement.location, field: "address",
                owner: .announcement(index))
        }
        for (index, place) in data.places.enumerated() where place.needsGeocoding {
            add(place.query, at: place.queryLocation ?? place.location, field: "query", owner: .place(index))
        }
    }

    private mutating func add(_ text: String?, at location: SourceLocation, field: String, owner: Owner) {
        guard let text else { return }
        all.append(GeocodeRequest(text: text, location: location, field: field, hasManualCoordinate: false))
        owners.append(owner)
    }

    /// Writes each resolved coordinate into its record and returns what was found, by record.
    /// `resolutions` are in request order (as ``RecordGeocoder`` returns them).
    func apply(_ resolutions: [GeocodeResolution], to data: inout SiteData) -> GeocodedPlaces {
        var found = GeocodedPlaces()
        for (owner, resolution) in zip(owners, resolutions) {
            guard let place = resolution.place, place.coordinate.isValid else { continue }
            switch owner {
            case .charter(let i):
                data.charters[i].coordinate = place.coordinate
                found.charters[data.charters[i].id] = place
            case .announcement(let i):
                data.announcements[i].coordinate = place.coordinate
                found.announcements[data.announcements[i].id] = place
            case .place(let i):
                data.places[i].coordinate = place.coordinate
                found.places[data.places[i].slug] = place
            }
        }
        return found
    }
}
