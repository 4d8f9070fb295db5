extension ScaffoldContent {
    /// `data/README.md`: the record formats and how to add airports. Files named `README*` are not
    /// read as data.
    var dataReadme: String {
        """
        # Data

        Waymark reads the records of this folder on every build; `waymark check --strict` reports each
        problem with its file, line and column. Records of one kind may be split over several files,
        in YAML (a list of records), JSON (an array of objects) or CSV (a header row of field names).

        | Path | Records | Fields |
        |:-----|:--------|:-------|
        | `charters/` | Yacht charters | `id`, `name`, `boat`, `vesselType`, `captain`, `destination`, `latitude`, `longitude`, `placeId`, `region`, `start`, `end`, `visibility`, `berths`, `tags`, `description` |
        | `announcements/` | Lost and found pets | `id`, `status` (lost, found or closed), `species`, `petName`, `breed`, `color`, `date`, `latitude`, `longitude`, `address`, `photo`, `contact`, `description` |
        | `places.yml` | Landing-page centres and query anchors | `name`, `slug`, `latitude`, `longitude` or `query`, `radiusKm` (default 10), `kind` |
        | `airports/` | Airports (optional) | see below |

        Ids and slugs are lower-case letters, digits and hyphens. Dates are `YYYY-MM-DD`; coordinates
        are decimal degrees. A record without coordinates is placed by geocoding its `destination`,
        `address` or `query` with the gazetteer built into Waymark. `private` charters are never
        published; `unlisted` ones get a page but appear in no list, map or feed.

        ## Adding airports

        Put either source, or both, into `data/airports/`; airports of both merge by ICAO code.

        - **OurAirports** (public domain, https://ourairports.com/data/): `airports.csv`, and
          optionally `runways.csv`, `countries.csv` and `regions.csv`, as downloaded. Keep only the
          rows of your region to keep builds fast.
        - **euro_aip** SQLite databases (`*.db`): the same airports with their approach procedures,
          AIP entries (fuel) and border crossings.

        Then add `{title: Airports, url: /airports/}` to the menu in `site.yml` (and, if you like,
        its `airports:` settings), and ask questions such as this one in a report:

        ````markdown
        ```waymark
        map: airports
        near-route: EGTF LFMD
        within: 30nm
        filter: { hasPrecisionApproach: true }
        show: [map, table]
        ```
        ````

        """
    }

    /// `static/images/compass.svg`: a small compass rose the home page shows, copied as is.
    var compassImage: String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="title">
          <title id="title">A compass rose</title>
          <circle cx="100" cy="100" r="92" fill="#e8f3f3" stroke="#0b6e74" stroke-width="4"/>
          <path d="M100 14 L114 100 L100 186 L86 100 Z" fill="#0b6e74"/>
          <path d="M14 100 L100 86 L186 100 L100 114 Z" fill="#8fc9c9"/>
          <path d="M100 14 L114 100 L86 100 Z" fill="#c0392b"/>
          <circle cx="100" cy="100" r="8" fill="#ffffff" stroke="#1d2327" stroke-width="3"/>
        </svg>

        """
    }
}
