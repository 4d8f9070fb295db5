import WaymarkConfig
import WaymarkGeo
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// A list published as an iCalendar file (RFC 5545): `calendar.ics` in one folder of the site, one
/// all-day ``CalendarEvent`` per entry, every URL absolute from `baseURL`. The bytes depend on the
/// entries and the build's today only, never on the clock, so two builds write the same file.
package struct SiteCalendar: Sendable {
    /// The calendar's name (`X-WR-CALNAME`), e.g. `Charters · Waymark Harbour`.
    package var name: String
    /// The folder of the page the calendar belongs to, e.g. `charters/` (also where the file goes).
    package var folder: String
    /// The events, in file order.
    package var events: [CalendarEvent]
    /// The build's today: every event's `DTSTAMP` (midnight UTC).
    package var today: CalendarDate

    /// File name of the calendar.
    package static let fileName = "calendar.ics"
    /// MIME type of iCalendar.
    package static let mimeType = "text/calendar"
    /// `PRODID`: names Waymark without its version, so a new release does not change the files.
    package static let productID = "-//Waymark//Waymark//EN"

    /// Creates a calendar.
    package init(name: String, folder: String, events: [CalendarEvent], today: CalendarDate) {
        self.name = name
        self.folder = folder
        self.events = events
        self.today = today
    }

    /// The site path of the file, e.g. `charters/calendar.ics`.
    package var sitePath: String { folder + Self.fileName }

    /// The `<link rel="alternate">` advertising this calendar, titled after `label`.
    package func link(label: String) -> FeedLink {
        FeedLink(title: "\(label) (iCalendar)", type: Self.mimeType, sitePath: sitePath)
    }

    /// The file: a `VCALENDAR` with its events, lines ended by CRLF and folded at 75 octets.
    package func bytes() -> [UInt8] {
        var writer = ICalendarWriter()
        writer.value("BEGIN", "VCALENDAR")
        writer.value("VERSION", "2.0")
        writer.value("PRODID", Self.productID)
        writer.value("CALSCALE", "GREGORIAN")
        writer.value("METHOD", "PUBLISH")
        writer.text("X-WR-CALNAME", name)
        for event in events { event.write(stamp: today, into: &writer) }
        writer.value("END", "VCALENDAR")
        return writer.bytes
    }

    /// `day` as an RFC 5545 DATE, e.g. `20260701` (the year written with at least four digits).
    package static func date(_ day: CalendarDate) -> String {
        padded(day.year, 4) + padded(day.month, 2) + padded(day.day, 2)
    }

    /// Midnight UTC of `day` as an RFC 5545 DATE-TIME, e.g. `20260615T000000Z`.
    package static func dateTime(_ day: CalendarDate) -> String {
        date(day) + "T000000Z"
    }

    /// `value` in degrees as an RFC 5545 FLOAT with at most six decimals, never in exponent form
    /// (`43.17`, `-0.000001`, `180`).
    package static func decimal(_ value: Double) -> String {
        let micro = Int((GeoJSONGeometry.rounded(value) * 1_000_000).rounded())
        let whole = String(abs(micro) / 1_000_000)
        var fraction = padded(abs(micro) % 1_000_000, 6)
        while fraction.last == "0" { fraction.removeLast() }
        return (micro < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The host of `baseURL` (no scheme, user, port or path), lower-cased: the right-hand side of
    /// the events' `UID`s. `localhost` when the URL names none.
    package static func host(of baseURL: String) -> String {
        var rest = Substring(baseURL)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if let end = rest.firstIndex(where: { "/?#".contains($0) }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if !rest.hasPrefix("["), let colon = rest.firstIndex(of: ":") { rest = rest[..<colon] }
        return rest.isEmpty ? "localhost" : rest.lowercased()
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
