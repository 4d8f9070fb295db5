/// Which Natural Earth generalisation a view draws.
public enum BasemapResolution: String, Sendable, Hashable, CaseIterable {
    /// 1:110m, for world-scale views.
    case coarse = "110"
    /// 1:50m, for regional views (keeps small islands such as Santorini).
    case medium = "50"

    /// Views wider than this many degrees of longitude use the 1:110m data.
    package static let worldScaleSpan = 45.0

    /// Views narrower than this on the ground (metres, across the centre latitude) draw no basemap:
    /// the 1:50m coastline is generalised by a kilometre or two, which at street scale puts a
    /// harbour in the sea or an island under water. Such maps say so instead of misleading.
    package static let finestGroundWidth = 50_000.0

    /// The resolution for a view `longitudeSpan` degrees wide.
    package static func forView(longitudeSpan: Double) -> BasemapResolution {
        longitudeSpan > worldScaleSpan ? .coarse : .medium
    }
}
