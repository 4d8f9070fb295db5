import WaymarkModel

/// The text of every file `waymark new` writes, made from ``ScaffoldSettings``.
///
/// The example is a harbour community around La Rochelle's Old Port: one place, three charters and
/// six pet announcements. All coordinates are given, so nothing needs geocoding. Dates follow the
/// scaffold's day: pets were reported in the weeks before it (one closed), charters sail in the
/// next season after it, and the report's queries name their dates, so the site builds cleanly on
/// any later day and its query blocks are never empty.
struct ScaffoldContent {
    /// The checked settings.
    let settings: ScaffoldSettings

    /// The slug of the example place, used by the pages, the report and the data.
    static let placeSlug = "old-port"

    /// Every file, in no particular order.
    var files: [ScaffoldFile] {
        [
            ScaffoldFile(path: ".gitignore", text: gitignore),
            ScaffoldFile(path: "site.yml", text: siteYAML),
            ScaffoldFile(path: "pages/_index.md", text: homePage),
            ScaffoldFile(path: "pages/about.md", text: aboutPage),
            ScaffoldFile(path: "reports/_index.md", text: reportsIndex),
            ScaffoldFile(path: "reports/around-the-old-port.md", text: report),
            ScaffoldFile(path: "data/README.md", text: dataReadme),
            ScaffoldFile(path: "data/places.yml", text: places),
            ScaffoldFile(path: "data/charters/la-rochelle.yml", text: charters),
            ScaffoldFile(path: "data/announcements/la-rochelle.csv", text: announcements),
            ScaffoldFile(path: "static/images/compass.svg", text: compassImage),
        ]
    }

    /// The year of the example charters: this year while its season (from June) is more than a
    /// month away, else the next.
    var seasonYear: Int {
        settings.today.month < 5 ? settings.today.year : settings.today.year + 1
    }

    /// `.gitignore`: what `waymark build` writes when run in the site folder — the output and the
    /// build cache (`--cache`), never the geocode cache beside it, which later builds need.
    var gitignore: String {
        """
        # What `waymark build` writes when run in this folder: the site and its build cache.
        Output/
        .waymark/cache/

        """
    }

    /// A day of the charter season, `YYYY-MM-DD`.
    func seasonDay(month: Int, day: Int) -> String {
        (CalendarDate(year: seasonYear, month: month, day: day) ?? settings.today).description
    }

    /// The scaffold's day moved back by `days`, `YYYY-MM-DD`.
    func daysAgo(_ days: Int) -> String {
        settings.today.adding(days: -days).description
    }
}
