import WaymarkGeo
import WaymarkModel

extension Charter: CharterRecord {
    /// The charter's `id`.
    public var discoveryID: String { id }
    /// The charter's coordinates (given, or geocoded from `destination`).
    public var discoveryCoordinate: Coordinate? { coordinate }
    /// `name`.
    public var discoveryName: String { name }
    /// `visibility == .public`.
    public var discoveryIsPublic: Bool { visibility == .public }
    /// `start`.
    public var discoveryStart: CalendarDate? { start }
    /// `end`.
    public var discoveryEnd: CalendarDate? { end }
    /// `vesselType`.
    public var discoveryVesselType: String? { vesselType }
    /// `region`.
    public var discoveryRegion: String? { region }
    /// `countryCode`: where the charter is, as the build's resolve step found it.
    public var discoveryCountry: String? { countryCode }
    /// start, end, destination, region, country, vesselType, boat, berths.
    public var discoveryProperties: [QueryProperty] {
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
