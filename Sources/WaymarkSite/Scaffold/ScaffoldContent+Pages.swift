extension ScaffoldContent {
    /// `pages/_index.md`: the home page, titled like the site, linking to every part of it.
    var homePage: String {
        """
        ---
        title: \(YAMLText.quoted(settings.title))
        summary: Charters, lost and found pets and reports from around the harbour.
        ---

        Welcome! `waymark new` made this site from a few plain files: Markdown pages, YAML and CSV
        records, and one image. Change any of them while `waymark serve` runs and the page reloads.

        ![A compass rose](/images/compass.svg)

        - [Charters](/charters/) come from `data/charters/`: an overview map and a page per trip.
        - [Lost and found pets near the Old Port](/pets/\(Self.placeSlug)/) come from `data/announcements/`,
          around the place defined in `data/places.yml`.
        - [Reports](/reports/) are Markdown with `waymark` blocks that query the data and draw maps.
        - [About this site](/about/) explains where everything lives.

        """
    }

    /// `pages/about.md`: the site folder's layout and the front matter keys.
    var aboutPage: String {
        """
        ---
        title: About this site
        summary: Where the pages, reports, data and images of this site live.
        date: \(settings.today)
        weight: 10
        ---

        This site is built by **Waymark** from the files of one folder:

        | Path | What it holds |
        |:-----|:--------------|
        | `site.yml` | Title, base URL, language, time zone, menus |
        | `pages/` | Pages like this one; `pages/_index.md` is the home page |
        | `reports/` | Reports, with `waymark` query blocks |
        | `data/` | Charters, pet announcements, places and airports (see `data/README.md`) |
        | `static/` | Files copied as they are, such as `static/images/compass.svg` |
        | `Templates/` | Optional: your own copies of the theme's templates, file by file |

        Every Markdown file starts with a short YAML header, the *front matter*: `title` (required),
        `date`, `summary`, `slug`, `weight`, `draft` and `template`.

        ## Publishing

        1. `waymark check --strict` reports every problem with its file, line and column.
        2. `waymark build` writes plain HTML, feeds and a sitemap into `Output/`.
        3. Copy `Output/` to any web server; the pages also work when opened from disk.

        """
    }

    /// `reports/_index.md`: the list of reports.
    var reportsIndex: String {
        """
        ---
        title: Reports
        summary: Reports about the harbour, its charters and its neighbourhood.
        ---

        Reports are Markdown pages whose `waymark` blocks run queries over the site's data.

        """
    }

    /// `reports/around-the-old-port.md`: two query blocks over the example data, one drawing a
    /// map and a table of pets, one listing the season's charters. Both name their place and dates,
    /// so their results never depend on the day of the build.
    var report: String {
        """
        ---
        title: Around the Old Port
        date: \(settings.today)
        summary: Lost and found pets near the Old Port, and the charters leaving it in \(seasonYear).
        ---

        A `waymark` block asks the same questions as `waymark query` and shows the answer as a map,
        a table or a list. This one finds the pets within 10 km of the place `\(Self.placeSlug)` of
        `data/places.yml` that are still lost or were found:

        ```waymark
        map: announcements
        near-place: \(Self.placeSlug)
        within: 10km
        status: lost, found
        show: [map, table]
        title: Lost and found pets within 10 km of the Old Port
        ```

        The next one lists the public charters leaving within 50 km of it in the summer of \(seasonYear).
        The unlisted charter has a page of its own but appears in no list, map or feed.

        ```waymark
        query: charters
        near-place: \(Self.placeSlug)
        within: 50km
        from: \(seasonDay(month: 6, day: 1))
        to: \(seasonDay(month: 8, day: 31))
        show: [table]
        title: Public charters leaving within 50 km, summer \(seasonYear)
        ```

        """
    }
}
