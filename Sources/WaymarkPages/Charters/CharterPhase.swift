import WaymarkModel

/// Where a charter's dates lie relative to the build's today (docs/geo.md, "Charter discovery and visibility": a missing start is
/// "since always", a missing end is open-ended).
package enum CharterPhase: String, Sendable, Hashable, CaseIterable {
    /// Under way today (start ≤ today ≤ end, inclusive).
    case ongoing
    /// Starts after today.
    case upcoming
    /// Ended before today.
    case past

    /// The phase of a trip from `start` to `end` on `today`.
    package init(start: CalendarDate?, end: CalendarDate?, today: CalendarDate) {
        if let end, end < today {
            self = .past
        } else if let start, start > today {
            self = .upcoming
        } else {
            self = .ongoing
        }
    }

    /// Section heading: `Under way`, `Upcoming`, `Past`.
    package var heading: String {
        switch self {
        case .ongoing: "Under way"
        case .upcoming: "Upcoming"
        case .past: "Past"
        }
    }
}
