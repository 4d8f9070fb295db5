import WaymarkGeo

/// A named place a map may label for orientation (a town near a landing place), given by the caller
/// through a ``MapPlaceSource``; WaymarkMap decides which ones fit (docs/geo.md, "Place labels").
public struct MapPlaceLabel: Sendable, Hashable {
    /// Stable id, the last tie-breaker of the placement order, e.g. `geonames:2673730`.
    public var id: String
    /// The name drawn (escaped), e.g. `Stockholm`.
    public var name: String
    /// Where the place's dot stands.
    public var coordinate: Coordinate
    /// Population (0 when unknown): more populous places are placed first.
    public var population: Int

    /// Creates a candidate label.
    public init(id: String, name: String, coordinate: Coordinate, population: Int) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.population = population
    }

    /// The placement order: population descending, then name, then id (total, so the same
    /// candidates always give the same labels whatever order they arrive in).
    static func placedBefore(_ a: MapPlaceLabel, _ b: MapPlaceLabel) -> Bool {
        if a.population != b.population { return a.population > b.population }
        if a.name != b.name { return a.name < b.name }
        if a.id != b.id { return a.id < b.id }
        if a.coordinate.latitude != b.coordinate.latitude { return a.coordinate.latitude < b.coordinate.latitude }
        return a.coordinate.longitude < b.coordinate.longitude
    }
}
