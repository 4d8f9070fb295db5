import WaymarkMap
import WaymarkModel

/// The category key an airport's pin carries for each ``WaymarkMap/MapLegendMode`` (the keys the
/// map's documented legend colours):
///
/// - `airportType`: the OurAirports type (`large_airport`, …);
/// - `procedurePrecision`: `precision` when the best approach is ILS/GLS/PAR, `non-precision` for
///   any other approach (APV included: the legend has three rows), `none` without approaches;
/// - `runwayLength`: the band of the longest open runway (``WaymarkMap/MapLegendMode/runwayLengthCategory(feet:)``);
/// - `country`: the ISO country code;
/// - `category`: `airport` (drawn as "Other").
package enum AirportLegend {
    /// How a legend mode is named in captions.
    package static func title(_ mode: MapLegendMode) -> String {
        switch mode {
        case .airportType: return "airport type"
        case .procedurePrecision: return "best instrument approach"
        case .runwayLength: return "longest runway"
        case .country: return "country"
        case .category: return "category"
        }
    }

    /// The pin category of `airport` under `mode`.
    package static func category(of airport: Airport, mode: MapLegendMode) -> String {
        switch mode {
        case .airportType: return airport.type
        case .procedurePrecision:
            switch airport.bestApproach {
            case .precision: return "precision"
            case .apv, .nonPrecision: return "non-precision"
            case nil: return "none"
            }
        case .runwayLength: return MapLegendMode.runwayLengthCategory(feet: airport.longestRunwayFt)
        case .country: return airport.isoCountry
        case .category: return "airport"
        }
    }
}
