/// What a map's pins are, in words, for the composed `<desc>`: "12 lost and found pets within 10 km
/// of Södermalm".
public struct MapSubject: Sendable, Hashable {
    /// The noun for one pin, e.g. `charter`.
    public var singular: String
    /// The noun for any other count, e.g. `charters`.
    public var plural: String

    /// Creates a subject from its two noun forms.
    public init(singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    /// `1 charter`, `12 charters`, `0 charters`.
    public func counted(_ count: Int) -> String {
        "\(MapDistanceUnit.grouped(count)) \(count == 1 ? singular : plural)"
    }

    /// Generic pins.
    public static let pins = MapSubject(singular: "pin", plural: "pins")
    /// Yacht charters.
    public static let charters = MapSubject(singular: "charter", plural: "charters")
    /// Pet announcements.
    public static let pets = MapSubject(singular: "lost or found pet", plural: "lost and found pets")
    /// Airports.
    public static let airports = MapSubject(singular: "airport", plural: "airports")
    /// Places, each standing for the records near it (an index map of places).
    public static let places = MapSubject(singular: "place", plural: "places")
    /// Countries, each standing for the records in it (an index map of countries).
    public static let countries = MapSubject(singular: "country", plural: "countries")
}
