/// The answer to a reverse lookup: the nearest populated place and how far it is.
package struct NearbyPlace: Sendable, Hashable, Codable {
    /// The nearest GeoNames place.
    package var place: PlaceResult
    /// WGS84 ellipsoidal distance from the queried coordinate, in metres.
    package var distance: Double

    /// Creates an answer.
    package init(place: PlaceResult, distance: Double) {
        self.place = place
        self.distance = distance
    }
}
