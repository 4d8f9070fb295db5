/// The GSHHG line layers: national borders and rivers (`binned_border_<r>.nc`, `binned_river_<r>.nc`).
enum LineKind: String, Sendable, Hashable, CaseIterable {
    case border
    case river

    /// The levels drawn: land borders between countries (1); permanent major and additional major
    /// rivers (1, 2), not minor, intermittent rivers or canals.
    var levels: ClosedRange<Int> {
        switch self {
        case .border: 1...1
        case .river: 1...2
        }
    }
}
