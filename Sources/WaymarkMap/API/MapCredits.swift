/// Data sources whose contents appear on a map, beyond its coastline (GSHHG or Natural Earth,
/// credited by ``MapCoastSource``).
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
    public func attribution(drawsBasemap: Bool, words: MapWords = .english) -> String {
        attribution(coast: drawsBasemap ? .naturalEarth(.medium) : .none, words: words)
    }

    /// The attribution line naming the coastline drawn (``MapCoastSource/credit(_:)``) and these sources.
    public func attribution(coast: MapCoastSource, words: MapWords = .english) -> String {
        var parts = [coast.credit(words)]
        if contains(.geoNames) { parts.append(words.placesGeoNames) }
        if contains(.ourAirports) { parts.append("OurAirports") }
        return parts.joined(separator: " · ")
    }
}
