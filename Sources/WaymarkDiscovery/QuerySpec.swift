import WaymarkGeo
import WaymarkModel

/// What a query asks (docs/geo.md), independent of where it was written: `waymark query` flags and
/// ```` ```waymark ```` blocks both fill one through ``QuerySpec/set(_:_:)``.
///
/// Unset parts take the documented defaults when the query runs: announcements default to the
/// statuses lost and found; charters to the window "end ≥ today"; a range to the place's radius
/// near a place, else 100 km for charters and announcements and 50 NM for airports.
package struct QuerySpec: Sendable, Hashable {
    /// What is listed.
    package var subject: QuerySubject
    /// Where distances are measured from (`near`, `near-place`, `near-airport`).
    package var anchor: QueryAnchor?
    /// The range around the anchor, or the corridor width around the route (inclusive).
    package var within: Length?
    /// Keep only the N nearest to the anchor.
    package var nearest: Int?
    /// Keep only records inside this box (may cross the antimeridian).
    package var bounds: GeoBounds?
    /// A route as ICAO codes, two or more (airports only).
    package var route: [String] = []
    /// Free text matched against ICAO/IATA codes, names and municipalities (airports only).
    package var search: String?
    /// Announcement statuses to list; `nil` means lost and found.
    package var states: Set<AnnouncementStatus>?
    /// Dates: charters overlapping it, announcements dated inside it. `from == nil` for charters
    /// means today.
    package var window = DateWindow()
    /// Airport conditions.
    package var airportFilter = AirportFilter()
    /// Charter conditions.
    package var charterFilter = CharterFilter()
    /// The unit distances are printed in; `nil` means the subject's default (km, or NM for airports),
    /// unless `within` was written with a unit, which then wins.
    package var unit: Length.Unit?

    /// An empty query over `subject`: everything, with the defaults.
    package init(subject: QuerySubject) {
        self.subject = subject
    }

    /// The unit results are printed in: ``unit``, else the unit `within` was written in, else the
    /// subject's default.
    package var displayUnit: Length.Unit { displayUnit(siteDefault: nil) }

    /// ``displayUnit``, with the site's unit (``QueryDefaults/unit(for:)``) before the subject's default.
    package func displayUnit(siteDefault: Length.Unit?) -> Length.Unit {
        unit ?? within?.unit ?? siteDefault ?? subject.defaultUnit
    }

    /// Whether the results carry a distance (an anchor was given).
    package var reportsDistance: Bool { anchor != nil }
}
