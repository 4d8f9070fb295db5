import WaymarkGeo

/// One GeoNames place as stored in memory (20 bytes; names are kept apart).
struct GazetteerPlace: Sendable, Hashable {
    /// GeoNames id.
    let geonameID: Int32
    /// Latitude in 1e-5 degrees.
    let latitudeE5: Int32
    /// Longitude in 1e-5 degrees.
    let longitudeE5: Int32
    /// Population (0 when unknown).
    let population: Int32
    /// Index into the admin1 table (which also gives the country).
    let admin1: UInt16
    /// Index into the time-zone table.
    let timezone: UInt16

    /// The position in degrees.
    var coordinate: Coordinate {
        Coordinate(latitude: Double(latitudeE5) / 100_000, longitude: Double(longitudeE5) / 100_000)
    }
}
