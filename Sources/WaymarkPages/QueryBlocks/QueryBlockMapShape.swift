import WaymarkMap

/// What a ```` ```waymark ```` block's map draws besides its pins; decided once by
/// ``QueryBlockRunner`` for the SVG map and its GeoJSON alike, so the two cannot disagree.
enum QueryBlockMapShape {
    /// Great-circle legs through the waypoints (a route query); fewer than two draw no line.
    case route([MapWaypoint])
    /// The anchor and its range circle (a radius query).
    case range(MapPlace)
    /// The pins alone, fitted.
    case overview
}
