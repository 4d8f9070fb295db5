/// Which coastline a map draws, decided from its scale and what is installed.
public enum MapCoastSource: Sendable, Hashable {
    /// GSHHG at a resolution (views up to ``BasemapResolution/worldScaleSpan`` wide, when installed).
    case gshhg(ShorelineResolution)
    /// The embedded Natural Earth countries (world views, or when GSHHG is missing).
    case naturalEarth(BasemapResolution)
    /// No coastline: GSHHG is missing and the view is finer than Natural Earth can draw honestly.
    case none

    /// The credit for the attribution line.
    public var credit: String {
        switch self {
        case .gshhg: "Coastlines © GSHHG (LGPL)"
        case .naturalEarth: "Made with Natural Earth"
        case .none: "No coastline at this scale"
        }
    }
}
