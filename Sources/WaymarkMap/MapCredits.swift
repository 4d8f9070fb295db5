/// Data sources whose contents appear on a map, beyond the Natural Earth basemap (credited whenever
/// it is drawn).
public struct MapCredits: OptionSet, Sendable, Hashable {
    /// One bit per credited source.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// GeoNames places (CC BY 4.0: attribution required): geocoded positions or place labels.
    public static let geoNames = MapCredits(rawValue: 1 << 0)
    /// OurAirports airports (public domain).
    public static let ourAirports = MapCredits(rawValue: 1 << 1)

    /// The attribution line, e.g. `Made with Natural Earth · Places: GeoNames (CC BY 4.0) · OurAirports`.
    public var attribution: String { attribution(drawsBasemap: true) }

    /// The attribution line of a map that draws the Natural Earth basemap or, when it does not (a
    /// view finer than ``BasemapResolution/finestGroundWidth``), says that no coastline is drawn.
    public func attribution(drawsBasemap: Bool) -> String {
        var parts = [drawsBasemap ? "Made with Natural Earth" : "No coastline at this scale"]
        if contains(.geoNames) { parts.append("Places: GeoNames (CC BY 4.0)") }
        if contains(.ourAirports) { parts.append("OurAirports") }
        return parts.joined(separator: " · ")
    }
}
