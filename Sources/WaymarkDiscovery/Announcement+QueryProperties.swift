import WaymarkGeo
import WaymarkModel

extension Announcement {
    /// Columns of `waymark query` output after id, name, coordinate and distances: status, species, breed, color, date, address.
    var queryProperties: [QueryProperty] {
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
