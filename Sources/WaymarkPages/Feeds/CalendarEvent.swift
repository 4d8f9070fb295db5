import WaymarkGeo
import WaymarkModel

/// One all-day event of a ``SiteCalendar``: a `VEVENT` of RFC 5545.
package struct CalendarEvent: Sendable, Hashable {
    /// The event's `UID`, the same in every build and every language, e.g. `charter-hvar@example.org`.
    package var uid: String
    /// The first day (`DTSTART;VALUE=DATE`).
    package var firstDay: CalendarDate
    /// The last day, inclusive; the file's `DTEND` is the day after it.
    package var lastDay: CalendarDate
    /// `SUMMARY`: the event's name.
    package var summary: String
    /// `LOCATION`, when known.
    package var location: String?
    /// `GEO`, when known.
    package var coordinate: Coordinate?
    /// `URL`: the absolute address of the event's page.
    package var url: String
    /// `DESCRIPTION`: plain text, any number of lines.
    package var description: String

    /// Creates an event; a `lastDay` before `firstDay` is taken as `firstDay`.
    package init(uid: String, firstDay: CalendarDate, lastDay: CalendarDate, summary: String, location: String?,
                 coordinate: Coordinate?, url: String, description: String) {
        self.uid = uid
        self.firstDay = firstDay
        self.lastDay = max(firstDay, lastDay)
        self.summary = summary
        self.location = location
        self.coordinate = coordinate
        self.url = url
        self.description = description
    }

    /// Writes the `VEVENT`, stamped `stamp` (`DTSTAMP`, midnight UTC of that day).
    func write(stamp: CalendarDate, into writer: inout ICalendarWriter) {
        writer.value("BEGIN", "VEVENT")
        writer.text("UID", uid)
        writer.value("DTSTAMP", SiteCalendar.dateTime(stamp))
        writer.value("DTSTART;VALUE=DATE", SiteCalendar.date(firstDay))
        writer.value("DTEND;VALUE=DATE", SiteCalendar.date(lastDay.adding(days: 1)))
        writer.text("SUMMARY", summary)
        if let location { writer.text("LOCATION", location) }
        if let coordinate {
            writer.value("GEO", SiteCalendar.decimal(coordinate.latitude) + ";" + SiteCalendar.decimal(coordinate.longitude))
        }
        writer.value("URL", url)
        if !description.isEmpty { writer.text("DESCRIPTION", description) }
        writer.value("END", "VEVENT")
    }
}
