import WaymarkGeo
import WaymarkModel

extension Charter {
    /// Columns of `waymark query` output after id, name, coordinate and distances: start, end, destination, region, country, vesselType, boat, berths.
    var queryProperties: [QueryProperty] {
        [
            QueryProperty("start", start.map { .text($0.description) } ?? .none),
            QueryProperty("end", end.map { .text($0.description) } ?? .none),
            QueryProperty("destination", destination.map(QueryValue.text) ?? .none),
            QueryProperty("region", region.map(QueryValue.text) ?? .none),
            QueryProperty("country", countryCode.map(QueryValue.text) ?? .none),
            QueryProperty("vesselType", vesselType.map(QueryValue.text) ?? .none),
            QueryProperty("boat", boat.map(QueryValue.text) ?? .none),
            QueryProperty("berths", berths.map(QueryValue.integer) ?? .none),
        ]
    }
}
