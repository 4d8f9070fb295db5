import WaymarkDiscovery
import WaymarkModel
import WaymarkTheme

/// What running ```` ```waymark ```` blocks needs from a build: the discovery indexes, the build's
/// "today", and the site path of each record's page (so pins and table rows link to it).
package struct QueryBlockContext: Sendable {
    /// The indexes the queries run against.
    package var discovery: DiscoveryIndex
    /// The first day of the default charter window.
    package var today: CalendarDate
    /// The site path (`airports/gb/egll/`) of a record's page by subject and id, or `nil` when the
    /// record has no page.
    package var pageLink: @Sendable (QuerySubject, String) -> String?
    /// The words blocks are written in (summaries, table headings, map text): the site's language.
    package var words: SiteWords

    /// A context; `pageLink` defaults to "no pages", `words` to English.
    package init(discovery: DiscoveryIndex, today: CalendarDate, words: SiteWords = .english,
                pageLink: @escaping @Sendable (QuerySubject, String) -> String? = { _, _ in nil }) {
        self.discovery = discovery
        self.today = today
        self.words = words
        self.pageLink = pageLink
    }
}
