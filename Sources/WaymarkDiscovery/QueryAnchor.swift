import WaymarkGeo

/// The point a query measures distances from (`--near`, `--near-place`, `--near-airport`).
package enum QueryAnchor: Sendable, Hashable {
    /// A literal coordinate, e.g. `59.33,18.07` (latitude first).
    case point(Coordinate)
    /// A named place of the site (`data/places.yml`), by slug; its radius is the default range.
    case place(slug: String)
    /// An airport, by ICAO code (upper-cased when parsed).
    case airport(icao: String)
}
