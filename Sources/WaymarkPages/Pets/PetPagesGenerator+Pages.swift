import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension PetPagesGenerator {
    /// A place's landing page, its `map.geojson`, `feed.json` and `feed.atom`.
    func landingJobs(_ entry: PetCatalog.PlaceEntry, catalog: PetCatalog, today: CalendarDate, siteTitle: String, words: SiteWords,
                     fragments: FeedFragments? = nil, cards: ShareCardContext? = nil) -> [PageJob] {
        let folder = entry.folder.split(separator: "/").map(String.init)
        let path = OutputPath(trusted: folder + ["index.html"])
        let card = cards.flatMap { $0.attach(PlaceLandingPage.shareCard(entry, context: $0), page: path,
                                             origin: entry.place.location.path, generator: name) }
        let page = PlaceLandingPage(entry: entry, catalog: catalog, path: path, shareImage: card?.image)
        let newest = entry.pins.compactMap(\.record.date).max()
        var jobs = [
            PageJob(path: path, origin: entry.place.location.path, isPage: true,
                    sitemap: PageJob.SitemapInclusion(lastModified: newest), maps: entry.place.coordinate?.isValid == true ? 1 : 0) { environment in
                try page.render(environment)
            },
            PageJob(path: OutputPath(trusted: folder + ["map.geojson"]), origin: entry.place.location.path, isPage: false,
                    sitemap: nil, isFeed: true) { environment in
                try PlaceLandingPage.geoJSON(entry, config: environment.site.config, words: environment.site.words).encoded()
            },
        ]
        let radius = RecordText.distance(entry.place.radiusKm * 1_000, words: words)
        let feed = SiteFeed(title: words.text("pets.feed_title", ["place": entry.place.name, "site": siteTitle]),
                            description: words.text("pets.feed_description", ["distance": radius, "place": entry.place.name]),
                            folder: entry.folder, entries: [], today: today)
        jobs += feedJobs(feed, announcements: entry.cards.map(\.record), catalog: catalog, fragments: fragments)
        // Each shows the place, its counts and its pins, all in the entry's fingerprint.
        for index in jobs.indices where catalog.fingerprinted {
            var hash = RecordFingerprint.job(name, jobs[index].path)
            hash.combine(entry.fingerprint)
            if index == 0, let card { hash.combine(card.fingerprint) }
            jobs[index].fingerprint = hash.value
        }
        // The card keeps the fingerprint of its own content.
        if let card { jobs.append(card.job) }
        return jobs
    }

    /// `pets/map.geojson`, the data of the index's map, when it has one.
    func indexMapDataJob(_ catalog: PetCatalog) -> PageJob? {
        let map = PetsIndexMap(places: catalog.places)
        guard !map.pins.isEmpty else { return nil }
        return PageJob(path: PetsIndexMap.dataPath, origin: "(pets)", isPage: false, sitemap: nil,
                       fingerprint: Self.indexFingerprint(catalog, path: PetsIndexMap.dataPath), isFeed: true) { environment in
            try map.geoJSON(config: environment.site.config).encoded()
        }
    }

    /// `pets/index.html`: a map of the places (``PetsIndexMap``), every place with its counts, the
    /// number of open announcements, and filters by the status and species of the places' pets.
    func indexJob(_ catalog: PetCatalog) -> PageJob {
        let path = PetsIndexMap.path
        let newest = catalog.open.compactMap(\.date).max()
        let map = PetsIndexMap(places: catalog.places)
        return PageJob(path: path, origin: "(pets)", isPage: true, sitemap: PageJob.SitemapInclusion(lastModified: newest),
                       fingerprint: Self.indexFingerprint(catalog, path: path), maps: map.pins.isEmpty ? 0 : 1) { environment in
            let from = path.description
            let words = environment.site.words
            let pinned = Self.pinnedAnywhere(catalog)
            let filter = PetFilter(pinned, words: words)
            let keys = catalog.places.map { filter.keys($0.pins.map(\.record)) }
            let places = zip(catalog.places, keys).map { entry, keys -> [String: Any] in
                var row: [String: Any] = [
                    "name": entry.place.name, "url": SiteLink.relative(from: from, to: entry.folder),
                    "radius": RecordText.distance(entry.place.radiusKm * 1_000, words: words), "lost": entry.lost, "found": entry.found,
                    "total": entry.pins.count, "noLocation": entry.place.coordinate == nil, "layers": filter.attribute(keys),
                ]
                if let kind = entry.place.kind { row["kind"] = kind }
                return row
            }
            let lost = catalog.open.count(where: { $0.status == .lost })
            var variables: [String: Any] = [
                "page": ["title": words.text("pets.title"), "kind": "pets", "summary": words.text("pets.summary")],
                "lead": words.plural("pets.lead", catalog.open.count, ["lost": words.integer(lost),
                                                                       "found": words.integer(catalog.open.count - lost)]),
                "places": places, "hasPlaces": !places.isEmpty,
                "openCount": catalog.open.count, "lostCount": lost, "foundCount": catalog.open.count - lost,
                "feedURL": SiteLink.relative(from: from, to: "pets/" + SiteFeed.jsonName),
                "atomURL": SiteLink.relative(from: from, to: "pets/" + SiteFeed.atomName),
            ]
            // Filters only when some place has a pet to filter.
            if !pinned.isEmpty { variables["filters"] = filter.variables(listed: keys, counts: false, words: words) }
            for (key, value) in map.variables(words: words, filter: pinned.isEmpty ? nil : filter) { variables[key] = value }
            return environment.renderPage(template: "pets", outputPath: path, variables: variables)
        }
    }

    /// The announcements some place pins, each once, in id order: what the index's filters offer.
    static func pinnedAnywhere(_ catalog: PetCatalog) -> [Announcement] {
        var seen = Set<String>()
        return catalog.places.flatMap(\.pins).map(\.record).filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }

    /// The fingerprint of the pets index and its map data: every place with its geocoding and
    /// counts, the status and species of its pins (the filters), and the open, lost and found totals.
    static func indexFingerprint(_ catalog: PetCatalog, path: OutputPath) -> UInt64? {
        guard catalog.fingerprinted else { return nil }
        var hash = RecordFingerprint.job("pets", path)
        hash.combine(catalog.places.count)
        for entry in catalog.places {
            hash.combine(entry.placeFingerprint)
            hash.combine(entry.lost)
            hash.combine(entry.found)
            hash.combine(entry.pins.count)
            for hit in entry.pins {
                hash.combine(hit.record.id)
                hash.combine(hit.record.status.rawValue)
                hash.combine(hit.record.species)
            }
        }
        hash.combine(catalog.open.count)
        hash.combine(catalog.open.count(where: { $0.status == .lost }))
        return hash.value
    }
}
