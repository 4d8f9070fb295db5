import WaymarkModel

/// A closed range of calendar days; either end may be open (`nil`).
///
/// A record spanning `[start, end]` overlaps the window when `end ≥ from` and `start ≤ to`
/// (inclusive on both sides: a window ending on a charter's first day overlaps it).
package struct DateWindow: Sendable, Hashable {
    /// First day of the window, inclusive; `nil` is unbounded.
    package var from: CalendarDate?
    /// Last day of the window, inclusive; `nil` is unbounded.
    package var to: CalendarDate?

    /// A window from `from` to `to` (both inclusive, both optional).
    package init(from: CalendarDate? = nil, to: CalendarDate? = nil) {
        self.from = from
        self.to = to
    }

    /// The window that starts today and never ends: the charter default ("end ≥ today").
    package static func upcoming(today: CalendarDate) -> DateWindow { DateWindow(from: today) }

    /// Whether the span `[start, end]` overlaps the window. A missing `start` means "since always",
    /// a missing `end` means "open-ended".
    package func overlaps(start: CalendarDate?, end: CalendarDate?) -> Bool {
        if let from, let end, end < from { return false }
        if let to, let start, start > to { return false }
        return true
    }

    /// Whether the single day `day` is inside the window; a missing day is inside only an unbounded window.
    package func contains(_ day: CalendarDate?) -> Bool {
        guard let day else { return from == nil && to == nil }
        return overlaps(start: day, end: day)
    }
}
