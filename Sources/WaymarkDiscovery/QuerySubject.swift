import WaymarkModel

/// What a query lists: the three record kinds that discovery knows.
package enum QuerySubject: String, Sendable, Hashable, CaseIterable, Codable {
    /// Yacht charters (distances in kilometres by default).
    case charters
    /// Lost and found pet announcements (distances in kilometres by default).
    case announcements
    /// Airports (distances in nautical miles by default).
    case airports

    /// Which default unit a bare distance takes for this subject (docs/geo.md, "Units").
    package var lengthContext: Length.Context { self == .airports ? .aviation : .ground }

    /// The unit distances are reported in unless a query says otherwise.
    package var defaultUnit: Length.Unit { Length.Unit.default(for: lengthContext) }
}
