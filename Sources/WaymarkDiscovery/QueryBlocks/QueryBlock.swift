import WaymarkMap
import WaymarkModel

/// A ```` ```waymark ```` fenced block of a page or report, parsed and validated: the query it
/// runs, how it is shown, and where each of its keys is in the Markdown file (for messages).
///
/// The body is YAML with the vocabulary of `waymark query`:
///
/// ```yaml
/// map: airports            # or `query: airports`; the subject: charters, announcements, airports
/// route: EGTF LFMD         # or near, near-place, near-airport, bbox
/// within: 30nm
/// filter: { hasPrecisionApproach: true }
/// show: [map, table]       # default: map and table for `map:`, table for `query:`
/// legend: procedurePrecision
/// title: IFR alternates along the route
/// ```
package struct QueryBlock: Sendable {
    /// The query (subject, anchor, range, filters), as `waymark query` would run it.
    package var spec: QuerySpec
    /// What to show, in the order written.
    package var views: [QueryBlockView]
    /// How map pins are coloured; `nil` picks the subject's default (see ``legendMode``).
    package var legend: MapLegendMode?
    /// The caption above the block's output, when given.
    package var title: String?
    /// Where the opening fence is.
    package var location: SourceLocation
    /// Where each key is (canonical kebab-case spelling, filters included), for errors found later.
    package var keyLocations: [String: SourceLocation]

    /// Creates a block (normally made by ``QueryBlockParser``).
    package init(spec: QuerySpec, views: [QueryBlockView], legend: MapLegendMode?, title: String?,
                location: SourceLocation, keyLocations: [String: SourceLocation]) {
        self.spec = spec
        self.views = views
        self.legend = legend
        self.title = title
        self.location = location
        self.keyLocations = keyLocations
    }

    /// The legend mode used for pins: the block's `legend`, else `procedurePrecision` for a route,
    /// `airportType` for other airport queries and `category` for charters and announcements.
    package var legendMode: MapLegendMode {
        if let legend { return legend }
        switch spec.subject {
        case .airports: return spec.route.isEmpty ? .airportType : .procedurePrecision
        case .charters, .announcements: return .category
        }
    }

    /// The location of `key` in the block (any spelling), else the opening fence.
    package func location(of key: String) -> SourceLocation {
        keyLocations[QueryBlockParser.canonical(key)] ?? location
    }
}
