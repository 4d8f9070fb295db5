import WaymarkDiscovery
import WaymarkModel

/// What running ```` ```waymark ```` blocks needs from a build: the discovery indexes, the build's
/// "today", and the site path of each record's page (so pins and table rows link to it).
public struct QueryBlockContext: Sendable {
    /// The indexes the queries run against.
    public var discovery: DiscoveryIndex
    /// The first day of the default charter window.
    public var today: CalendarDate
    /// The site path (`airports/gb/egll/`) of a record's page by subject and id, or `nil` when the
    /// record has no page.
    public var pageLink: @Sendable (QuerySubject, String) -> String?

    /// A context; `pageLink` defaults to "no pages".
    public init(discovery: DiscoveryIndex, today: CalendarDate,
                pageLink: @escaping @Sendable (QuerySubject, String) -> String? = { _, _ in nil }) {
        self.discovery = discovery
        self.today = today
        self.pageLink = pageLink
    }
}
