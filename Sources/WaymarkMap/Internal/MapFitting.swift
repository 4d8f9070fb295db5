import WaymarkGeo

/// The fitting rules and margins each map kind uses with ``MapViewport/fit(_:size:margins:rule:)``.
enum MapFitting {
    /// The world view drawn for an empty set: 170° W–170° E, 58° S–75° N (inhabited latitudes).
    static let emptyView = GeoBounds(west: -170, south: -58, east: 170, north: 75)

    /// Overviews: a single feature shows 2° around it, any set at least 0.05°, 10 % breathing room.
    static let overview = FitRule(singlePointSpan: 2, emptyView: emptyView, paddingFactor: 1.1, minimumSpan: 0.05)

    /// Landing and route maps: the circle or route fills the view with 5 % breathing room.
    static let tight = FitRule(singlePointSpan: 0.2, emptyView: emptyView, paddingFactor: 1.05, minimumSpan: 0.01)

    /// Thumbnails: the bounds already carry the fixed span, so no extra padding.
    static let exact = FitRule(singlePointSpan: 0.2, emptyView: emptyView, paddingFactor: 1.0, minimumSpan: 0.001)

    /// Margins that keep markers, the legend (when `legendWidth` > 0) and the scale bar clear of the edges.
    static func margins(style: MapStyle, legendWidth: Double, furniture: Bool) -> PixelInsets {
        let edge = style.pinRadius + 8
        guard furniture else { return PixelInsets(top: edge, right: edge, bottom: edge, left: edge) }
        let left = legendWidth > 0 ? legendWidth + MapScene.legendInset + 6 : edge
        return PixelInsets(top: edge, right: edge, bottom: edge + 18, left: left)
    }
}
