extension ScaffoldContent {
    /// `site.yml`: every setting of the README's "site.yml" section, with the airport settings
    /// commented out until the site has airport data.
    var siteYAML: String {
        """
        # The settings of this Waymark site. Every key is described in Waymark's README ("site.yml").
        title: \(YAMLText.quoted(settings.title))
        baseURL: \(YAMLText.quoted(settings.baseURL))
        language: en                # <html lang>
        timezone: Europe/Paris      # an IANA time zone
        description: Charters, lost and found pets and reports from around the harbour.
        markdown:
          unsafeHTML: false         # true passes raw HTML written in Markdown through
        # search: true              # full-text search: a search page and box, indexed by Pagefind (README, "Search")
        defaults:                   # for charter and announcement queries (README, "site.yml")
          radius: 100km             # how far a query near a point looks when it gives no within
          units: km                 # the unit its distances are printed in: km, nm, mi or m
        # The header navigation, in order. Without menus, Waymark lists Home, the top-level pages and Reports.
        menus:
          main:
            - {title: Home, url: /}
            - {title: Charters, url: /charters/}
            - {title: Lost pets, url: /pets/}
            - {title: Reports, url: /reports/}
            - {title: About, url: /about/}
            # - {title: Airports, url: /airports/}   # once data/airports/ holds airport data
        # Airport pages, once data/airports/ holds OurAirports CSVs or euro_aip .db files (see data/README.md):
        # which OurAirports types get a page, and how country maps colour their pins.
        # airports:
        #   legend: airportType     # airportType, procedurePrecision, runwayLength or country
        #   pageTypes: [large_airport, medium_airport, small_airport]

        """
    }
}
