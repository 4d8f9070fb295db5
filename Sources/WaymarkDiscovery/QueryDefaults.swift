import WaymarkModel

/// A site's defaults for charter and announcement queries (`defaults:` in `site.yml`), applied by
/// ``DiscoveryIndex/run(_:today:)`` to report blocks and `waymark query` alike. Airport queries
/// keep their own (50 NM, nautical miles: docs/geo.md, "Units"), and a query near a place looks
/// as far as the place's radius.
package struct QueryDefaults: Sendable, Hashable {
    /// How far a query near a point or an airport looks when it gives no `within`; `nil` is
    /// ``CharterIndex/defaultRadius`` (100 km).
    package var radius: Length?
    /// The unit distances are printed in when the query names none (neither `unit` nor a unit on
    /// `within`); `nil` is kilometres.
    package var unit: Length.Unit?

    /// Defaults (none set when called without arguments).
    package init(radius: Length? = nil, unit: Length.Unit? = nil) {
        self.radius = radius
        self.unit = unit
    }

    /// The unit `subject`'s results are printed in when the query names none: ``unit`` for charters
    /// and announcements, `nil` (the subject's own) for airports.
    func unit(for subject: QuerySubject) -> Length.Unit? {
        subject == .airports ? nil : unit
    }

    /// How far a query of `subject` near a point or an airport looks without `within`: 50 NM for
    /// airports, else ``radius`` or 100 km.
    func radius(for subject: QuerySubject) -> Length {
        subject == .airports ? AirportIndex.defaultRadius : radius ?? CharterIndex.defaultRadius
    }
}
