/// One of GSHHG's five resolutions, from full to crude (the letter in `binned_GSHHS_<letter>.nc`).
public enum ShorelineResolution: String, Sendable, Hashable, CaseIterable, Comparable {
    case full = "f"
    case high = "h"
    case intermediate = "i"
    case low = "l"
    case crude = "c"

    /// The nominal precision of the data, in metres (GSHHG's own figures: 40 m, 200 m, 1 km, 5 km, 25 km).
    package var nominalMetres: Double {
        switch self {
        case .full: 40
        case .high: 200
        case .intermediate: 1_000
        case .low: 5_000
        case .crude: 25_000
        }
    }

    /// The coarsest resolution whose precision is within two pixels at `metresPerPixel` (ground
    /// metres per pixel at the view's centre): finer data would only be simplified away again.
    package static func forView(metresPerPixel: Double) -> ShorelineResolution {
        let limit = 2 * metresPerPixel
        for resolution in [ShorelineResolution.crude, .low, .intermediate, .high] where resolution.nominalMetres <= limit {
            return resolution
        }
        return .full
    }

    public static func < (a: ShorelineResolution, b: ShorelineResolution) -> Bool {
        a.nominalMetres < b.nominalMetres
    }
}
