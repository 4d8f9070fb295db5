import WaymarkGeo
import WaymarkModel

extension Announcement: AnnouncementRecord {
    /// The announcement's `id`.
    public var discoveryID: String { id }
    /// The announcement's coordinates (absent until geocoded when only an address was given).
    public var discoveryCoordinate: Coordinate? { coordinate }
    /// The pet's name, else its species, else the id.
    public var discoveryName: String { petName ?? species ?? id }
    /// `status`.
    public var discoveryState: AnnouncementStatus { status }
    /// `date` (last seen or found).
    public var discoveryDate: CalendarDate? { date }
    /// status, species, breed, color, date, address.
    public var discoveryProperties: [QueryProperty] {
        [
            QueryProperty("status", .text(status.rawValue)),
            QueryProperty("species", species.map(QueryValue.text) ?? .none),
            QueryProperty("breed", breed.map(QueryValue.text) ?? .none),
            QueryProperty("color", color.map(QueryValue.text) ?? .none),
            QueryProperty("date", date.map { .text($0.description) } ?? .none),
            QueryProperty("address", address.map(QueryValue.text) ?? .none),
        ]
    }
}
