import WaymarkConfig
import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension CharterPagesGenerator {
    /// The `calendar.ics` beside `listing`'s page: one all-day event per discoverable charter the
    /// listing holds (public, located, ending today or later: the feeds' rule), in discovery order.
    /// A charter with neither a start nor an end date has no day to stand on and is left out.
    func calendarJob(_ listing: Listing, catalog: CharterCatalog, site: SiteContent) -> PageJob {
        let ids = Set(listing.charters.map(\.id))
        let charters = catalog.discoverable.filter { ids.contains($0.id) }
        let calendarName = Self.calendarName(listing, site: site)
        // The calendar's name, its charters in order (each fingerprint holds every field an event
        // shows) and today, the events' DTSTAMP and what decides which charters are in.
        var inputs = StableHash()
        if catalog.fingerprinted {
            inputs.combine(calendarName)
            inputs.combine(catalog.today)
            catalog.combine(charters, into: &inputs)
        }
        let path = OutputPath(trusted: listing.folder.split(separator: "/").map(String.init) + [SiteCalendar.fileName])
        return PageJob(path: path, origin: "(charters calendar)", isPage: false, sitemap: nil,
                       fingerprint: catalog.fingerprint(of: name, path, inputs: inputs), isFeed: true) { environment in
            let site = environment.site
            let events = charters.compactMap { Self.event($0, config: site.config, words: site.words, markdown: site.markdown) }
            return SiteCalendar(name: calendarName, folder: listing.folder, events: events, today: catalog.today).bytes()
        }
    }

    /// The name of `listing`'s calendar in the site's language, e.g. `Charters in Dalmatia · Waymark Harbour`.
    static func calendarName(_ listing: Listing, site: SiteContent) -> String {
        site.words.text("charters.calendar_title", ["title": listing.title, "site": site.config.title])
    }

    /// What a listing page shows of its calendar: `feeds` (the calendar first in `<head>` and the
    /// footer, then the site-wide feeds) and `calendarURL`, relative to the page at `from`.
    static func calendarVariables(_ listing: Listing, name: String, from: String,
                                  environment: RenderEnvironment) -> [String: Any] {
        let calendar = SiteCalendar(name: name, folder: listing.folder, events: [], today: environment.site.today)
        let root = SiteLink.rootPrefix(from: from)
        let links = [calendar.link(label: name)] + environment.feedLinks
        return ["feeds": links.map { ["title": $0.title, "type": $0.type, "url": root + SiteLink.file(forSitePath: $0.sitePath)] },
                "hasFeeds": true,
                "calendarURL": SiteLink.relative(from: from, to: calendar.sitePath)]
    }

    /// Charter `c` in words for readers outside its page (a calendar's DESCRIPTION, a link preview's
    /// description): its summary sentence (boat, destination, dates), then `plain`, its description
    /// as text, joined by `separator`.
    static func plainDescription(_ c: Charter, words: SiteWords, plain: String, separator: String) -> String {
        let summary = summary(c, words: words)
        return [summary.isEmpty ? "" : summary + ".", plain].filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// Charter `c` as an all-day event from its first to its last day, `nil` without either date.
    /// Its `UID` is `charter-<id>@<host of baseURL>`; its `URL` the charter's page in this language;
    /// its description the Markdown description as plain text (calendar programs show text, and a
    /// site-absolute link would lead nowhere from a calendar).
    static func event(_ c: Charter, config: SiteConfig, words: SiteWords, markdown: MarkdownRenderer) -> CalendarEvent? {
        guard let first = c.start ?? c.end, let last = c.end ?? c.start else { return nil }
        let description = plainDescription(c, words: words, plain: markdown.plainText(c.description), separator: "\n\n")
        return CalendarEvent(uid: "charter-\(c.id)@\(SiteCalendar.host(of: config.baseURL))", firstDay: first, lastDay: last,
                             summary: c.name, location: c.destination ?? c.region, coordinate: c.coordinate,
                             url: config.absoluteURL(CharterCatalog.sitePath(c.id)), description: description)
    }
}
