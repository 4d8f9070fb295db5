/// How ``MapViewport/fit(_:size:margins:rule:)`` turns a set of bounds into a view.
///
/// Spans are in degrees. The bounds' latitude and longitude spans are multiplied by
/// ``paddingFactor`` and raised to at least ``minimumSpan``; a single point (zero span) is shown with
/// ``singlePointSpan`` around it; an empty set shows ``emptyView``.
package struct FitRule: Sendable, Hashable {
    /// Span in degrees (latitude and longitude) shown around a single point.
    package var singlePointSpan: Double
    /// What an empty set shows (fitted without padding).
    package var emptyView: GeoBounds
    /// Multiplier applied to the bounds' spans (1 = tight fit inside the margins).
    package var paddingFactor: Double
    /// Smallest span in degrees after padding, for both axes (0 = none).
    package var minimumSpan: Double
    /// Largest zoom the fit may choose (continuous zoom, 256-pixel tiles at zoom 0).
    var maximumZoom: Double
    /// Smallest zoom the fit may choose.
    var minimumZoom: Double

    /// Creates a rule; see the properties for units.
    package init(singlePointSpan: Double, emptyView: GeoBounds, paddingFactor: Double, minimumSpan: Double,
                maximumZoom: Double = 18, minimumZoom: Double = 0) {
        self.singlePointSpan = singlePointSpan
        self.emptyView = emptyView
        self.paddingFactor = paddingFactor
        self.minimumSpan = minimumSpan
        self.maximumZoom = maximumZoom
        self.minimumZoom = minimumZoom
    }

    /// The inhabited world, used when there is nothing to show.
    package static let inhabitedWorld = GeoBounds(west: -180, south: -60, east: 180, north: 75)

    /// Waymark's default: tight fit inside the pixel margins, 0.1° around a single point (about 11 km),
    /// the inhabited world when empty.
    package static let standard = FitRule(singlePointSpan: 0.1, emptyView: inhabitedWorld,
                                         paddingFactor: 1, minimumSpan: 0)

    /// The seed app's rule: spans × 1.4, at least 1°, so a single point shows 1° around it.
    package static let seedApp = FitRule(singlePointSpan: 1, emptyView: inhabitedWorld,
                                        paddingFactor: 1.4, minimumSpan: 1)
}
