import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// A page as shown in a list or card: enough to link to it and describe it.
package struct PageListItem: Sendable, Hashable {
    /// The page's title.
    package var title: String
    /// Its site path (`reports/x/`).
    package var sitePath: String
    /// Its summary, if any.
    package var summary: String?
    /// Its content date, if any.
    package var date: CalendarDate?
    /// Its kind (`page`, `report`, `list`, `home`).
    package var kind: String

    /// Creates an item.
    package init(title: String, sitePath: String, summary: String?, date: CalendarDate?, kind: String) {
        self.title = title
        self.sitePath = sitePath
        self.summary = summary
        self.date = date
        self.kind = kind
    }

    /// The item for a content page.
    package init(_ page: ContentPage) {
        self.init(title: page.frontMatter.title, sitePath: page.sitePath, summary: page.frontMatter.summary,
                  date: page.frontMatter.date, kind: page.kind.rawValue)
    }

    /// The item as a template shows it, `url` relative to the page at `outputPath`.
    package func model(from outputPath: OutputPath, words: SiteWords) -> Model {
        Model(title: title, url: SiteLink.relative(from: outputPath.description, to: sitePath), kind: kind,
              summary: summary, date: date?.description, dateDisplay: date.map(words.date))
    }

    /// An item of a list template variable (`pages`, `reports`).
    package struct Model: Encodable, Sendable, Hashable {
        /// The page's title.
        var title: String
        /// Its URL, relative to the page that lists it.
        var url: String
        /// Its kind (`page`, `report`, `list`, `home`).
        var kind: String
        /// Its summary, if any.
        var summary: String?
        /// Its content date as YYYY-MM-DD, if any.
        var date: String?
        /// The date in the site's words (`1 June 2025`).
        var dateDisplay: String?
    }
}
