import WaymarkCore
import WaymarkMap
import WaymarkModel
import WaymarkRender

extension MarkdownPagesGenerator {
    /// The share card of `page` when its kind has one: the home page's site card (how many open
    /// announcements and public charters the site shows, the site's name and description, an
    /// overview of their pins only — no airports — under the site's address) and a report's card (its date, title and summary,
    /// no map); `nil` for other pages.
    static func shareCard(_ page: ContentPage, site: SiteContent, context: ShareCardContext) -> ShareCard? {
        let words = context.words
        switch page.kind {
        case .home:
            let announcements = site.data.announcements.filter { $0.status != .closed }
            let charters = site.data.charters.filter { $0.visibility == .public }
            var pins: [MapPin] = []
            for a in announcements {
                if let c = a.coordinate, c.isValid { pins.append(MapPin(id: a.id, coordinate: c, label: a.id, category: a.status.rawValue)) }
            }
            for charter in charters {
                if let c = charter.coordinate, c.isValid { pins.append(MapPin(id: charter.id, coordinate: c, label: charter.name, category: "charter")) }
            }
            var counts: [String] = []
            if !announcements.isEmpty { counts.append(words.plural("pets.counted", announcements.count)) }
            if !charters.isEmpty { counts.append(words.plural("charters.counted", charters.count)) }
            return context.card(status: counts.joined(separator: " · "), colour: ShareCardPalette.site,
                                title: context.config.title, detail: context.config.description,
                                map: pins.isEmpty ? .none : .overview(pins), top: siteAddress(context.config.baseURL))
        case .report:
            let date = page.frontMatter.date.map { words.date($0) }
            return context.card(status: date ?? context.config.title, colour: ShareCardPalette.site,
                                title: page.frontMatter.title, detail: page.frontMatter.summary, map: .none)
        case .page, .list:
            return nil
        }
    }

    /// The site card's first line: the site's address without its scheme and final slash
    /// (`https://example.org/` → `example.org`), as the card's title already names the site.
    static func siteAddress(_ baseURL: String) -> String {
        var address = Substring(baseURL)
        for scheme in ["https://", "http://"] where address.hasPrefix(scheme) { address = address.dropFirst(scheme.count) }
        while address.hasSuffix("/") { address = address.dropLast() }
        return String(address)
    }
}
