/// What a ```` ```waymark ```` block shows in place (`show: [map, table, list]`).
package enum QueryBlockView: String, Sendable, Hashable, CaseIterable {
    /// An SVG map of the results (route legs, the anchor's range circle, pins).
    case map
    /// A table of the results with distances.
    case table
    /// A bulleted list of the results.
    case list
}
