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

    /// Template variables, with `url` relative to the page at `outputPath`: `title`, `url`,
    /// `summary`, `date` (YYYY-MM-DD), `dateDisplay` (`1 June 2025`), `kind`.
    package func variables(from outputPath: OutputPath, words: SiteWords = .english) -> [String: Any] {
        var values: [String: Any] = ["title": title, "url": SiteLink.relative(from: outputPath.description, to: sitePath),
                                     "kind": kind]
        if let summary { values["summary"] = summary }
        if let date {
            values["date"] = date.description
            values["dateDisplay"] = words.date(date)
        }
        return values
    }
}
