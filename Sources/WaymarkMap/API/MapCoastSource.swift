/// Which coastline a map draws, decided from its scale and what is installed.
public enum MapCoastSource: Sendable, Hashable {
    /// GSHHG at a resolution (views up to ``BasemapResolution/worldScaleSpan`` wide, when installed).
    case gshhg(ShorelineResolution)
    /// The embedded Natural Earth countries (world views, or when GSHHG is missing).
    case naturalEarth(BasemapResolution)
    /// No coastline: GSHHG is missing and the view is finer than Natural Earth can draw honestly.
    case none

    /// The credit for the attribution line, in `words`.
    public func credit(_ words: MapWords = .english) -> String {
        switch self {
        case .gshhg: words.coastlinesGSHHG
        case .naturalEarth: words.madeWithNaturalEarth
        case .none: words.noCoastline
        }
    }
}
