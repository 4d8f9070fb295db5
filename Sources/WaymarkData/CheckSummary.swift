import WaymarkModel

/// The one-line summary `waymark check` prints, e.g.
/// `Checked 48 charters, 320 announcements, 12 places, 9,812 airports: 0 errors, 2 warnings`.
public struct CheckSummary: Sendable, Hashable, CustomStringConvertible {
    /// Charters checked, private ones included.
    public var charters: Int
    /// Announcements loaded.
    public var announcements: Int
    /// Places loaded.
    public var places: Int
    /// Airports after merging.
    public var airports: Int
    /// Errors reported (after `--strict`).
    public var errors: Int
    /// Warnings reported.
    public var warnings: Int

    /// Counts `data` (private charters included: they were checked, then dropped) and `diagnostics`.
    public init(data: SiteData, diagnostics: Diagnostics) {
        charters = data.charters.count + data.droppedPrivateCharters
        announcements = data.announcements.count
        places = data.places.count
        airports = data.airports.count
        errors = diagnostics.errors.count
        warnings = diagnostics.warnings.count
    }

    /// The summary line, counts grouped by thousands with commas.
    public var description: String {
        func n(_ count: Int, _ one: String, _ many: String) -> String {
            "\(CheckSummary.grouped(count)) \(count == 1 ? one : many)"
        }
        return "Checked \(n(charters, "charter", "charters")), \(n(announcements, "announcement", "announcements")), "
            + "\(n(places, "place", "places")), \(n(airports, "airport", "airports")): "
            + "\(n(errors, "error", "errors")), \(n(warnings, "warning", "warnings"))"
    }

    /// `9812` → `9,812` (independent of the locale, so output is reproducible).
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "-" + out : out
    }
}
