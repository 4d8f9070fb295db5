import WaymarkGeo

/// One point feature drawn on a map: a charter, a pet announcement, an airport, a place.
///
/// Maps take plain values, not domain records: the caller maps its records to pins.
public struct MapPin: Sendable, Hashable {
    /// Stable identifier; pins are ordered and clustered by it, so equal input gives equal output.
    public var id: String
    /// Where the pin stands. Latitudes beyond ±85.0511° are drawn at the projection's edge.
    public var coordinate: Coordinate
    /// Human-readable name, shown in the pin's `<title>` (escaped).
    public var label: String
    /// Relative link to the pin's page (escaped), or nil when it has none.
    public var href: String?
    /// Category key read by the map's ``MapLegendMode`` (e.g. `lost`, `large_airport`, `FR`).
    public var category: String
    /// The keys of the layers this pin is drawn in, on a map drawn in layers
    /// (``MapOptions/pinLayers``), e.g. `all-all` and `lost-2`; ignored on other maps.
    public var layers: Set<String> = []

    /// Creates a pin.
    public init(id: String, coordinate: Coordinate, label: String, href: String? = nil, category: String) {
        self.id = id
        self.coordinate = coordinate
        self.label = label
        self.href = href
        self.category = category
    }
}
