import WaymarkModel

/// The one-line summary `waymark check` prints, e.g.
/// `Checked 48 charters, 320 announcements, 12 places, 9,812 airports: 0 errors, 2 warnings`.
package struct CheckSummary: Sendable, Hashable, CustomStringConvertible {
    /// Charters checked, private ones included.
    package var charters: Int
    /// Announcements loaded.
    package var announcements: Int
    /// Places loaded.
    package var places: Int
    /// Airports after merging.
    package var airports: Int
    /// Errors reported (after `--strict`).
    package var errors: Int
    /// Warnings reported.
    package var warnings: Int

    /// Counts `data` (private charters included: they were checked, then dropped) and `diagnostics`.
    package init(data: SiteData, diagnostics: Diagnostics) {
        charters = data.charters.count + data.droppedPrivateCharters
        announcements = data.announcements.count
        places = data.places.count
        airports = data.airports.count
        errors = diagnostics.errors.count
        warnings = diagnostics.warnings.count
    }

    /// The summary line, counts grouped by thousands with commas.
    package var description: String {
        func n(_ count: Int, _ one: String, _ many: String) -> String {
            "\(CheckSummary.grouped(count)) \(count == 1 ? one : many)"
        }
        return "Checked \(n(charters, "charter", "charters")), \(n(announcements, "announcement", "announcements")), "
            + "\(n(places, "place", "places")), \(n(airports, "airport", "airports")): "
            + "\(n(errors, "error", "errors")), \(n(warnings, "warning", "warnings"))"
    }

    /// `9812` → `9,812` (independent of the locale, so output is reproducible).
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "-" + out : out
    }
}
