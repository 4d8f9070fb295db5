/// The answer to a reverse lookup: the nearest populated place and how far it is.
public struct NearbyPlace: Sendable, Hashable, Codable {
    /// The nearest GeoNames place.
    public var place: PlaceResult
    /// WGS84 ellipsoidal distance from the queried coordinate, in metres.
    public var distance: Double

    /// Creates an answer.
    public init(place: PlaceResult, distance: Double) {
        self.place = place
        self.distance = distance
    }
}
