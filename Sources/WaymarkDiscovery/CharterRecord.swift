import WaymarkModel

/// What charter discovery needs from a charter.
public protocol CharterRecord: DiscoveryRecord {
    /// True only for `visibility: public`; unlisted and private charters are never discovered.
    var discoveryIsPublic: Bool { get }
    /// First day of the trip, when known (missing: "since always").
    var discoveryStart: CalendarDate? { get }
    /// Last day of the trip, inclusive, when known (missing: open-ended).
    var discoveryEnd: CalendarDate? { get }
    /// The vessel type, e.g. `catamaran`.
    var discoveryVesselType: String? { get }
    /// The sailing region, e.g. `Cyclades`.
    var discoveryRegion: String? { get }
    /// The ISO 3166-1 alpha-2 country the charter is in, when known; a charter whose country is
    /// unknown never passes a country filter.
    var discoveryCountry: String? { get }
}
