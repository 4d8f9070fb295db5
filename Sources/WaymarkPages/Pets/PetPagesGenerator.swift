import WaymarkCore
import WaymarkModel
import WaymarkRender

/// The lost-pet pages: the pets index `pets/index.html` (places with their counts), one
/// landing page per place of `places.yml` (`pets/<slug>/`: landing map, cards, a text list of the
/// pins, and the place's `feed.json`, `feed.atom` and `map.geojson`), one page per announcement
/// (`pets/announcements/<id>/`, with its thumbnail's `map.geojson` when it is on a map, and when it
/// is open its printable poster `poster/index.html`), and the site-wide feeds of open announcements
/// `pets/feed.json` and `pets/feed.atom`.
///
/// Pins are exactly the eligible announcements of ``WaymarkDiscovery`` (lost or found, within the
/// place's radius, inclusive). A `closed` announcement keeps its page, with a notice, but is on no
/// map, list, feed or sitemap.
package struct PetPagesGenerator: SiteGenerator {
    /// `pets`, in `--verbose` output.
    package let name = "pets"
    /// Pages and feeds come from the data alone (and the shared environment).
    package var rendersFromDataOnly: Bool { true }

    /// Creates the generator.
    package init() {}

    /// Plans every pet page and feed; see the type's description.
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        var plan = GeneratorPlan()
        guard !site.data.places.isEmpty || !site.data.announcements.isEmpty else { return plan }
        let catalog = PetCatalog(site)
        for a in catalog.announcements where a.status != .closed && a.coordinate == nil && (a.address ?? "").isEmpty {
            plan.diagnostics.append(.warning(
                "announcement \"\(a.id)\" has no location: expected latitude/longitude or an address to geocode; it appears on no map",
                at: a.location))
        }
        for entry in catalog.places where entry.place.coordinate == nil && (entry.place.query ?? "").isEmpty {
            plan.diagnostics.append(.warning(
                "place \"\(entry.place.slug)\" has no location: expected latitude/longitude or a query to geocode; its landing page has no map",
                at: entry.place.location))
        }
        // The 100,000 announcements of a large site: their links and jobs made in parts on all
        // cores, then joined in id order (as one loop over them gives).
        let records = catalog.announcements
        let markdown = site.markdown
        let cards = ShareCardContext(site)
        let ranges = Concurrently.ranges(total: records.count, parts: max(1, min(records.count / 4_000, 16)))
        let parts = Concurrently.map(ranges.count) { part in
            var jobs: [PageJob] = []
            var links: [LinkReference] = []
            var problems: [Diagnostic] = []
            jobs.reserveCapacity(ranges[part].count * 2)
            for a in records[ranges[part]] {
                let found = RecordDescriptionLinks.check(a.description, at: a.location, markdown: markdown)
                links += found.references
                problems += found.problems
                appendAnnouncementJobs(a, catalog: catalog, cards: cards, to: &jobs)
            }
            return (jobs: jobs, links: links, problems: problems)
        }
        for part in parts {
            plan.links += part.links
            plan.diagnostics += part.problems
        }
        let words = site.words
        let feed = SiteFeed(title: words.text("pets.index_feed_title", ["site": site.config.title]),
                            description: words.text("pets.index_feed_description"),
                            folder: "pets/", entries: [], today: site.today)
        plan.feedLinks += feed.links(label: words.text("pets.index_feed_link"))
        plan.jobs.append(indexJob(catalog))
        if let job = indexMapDataJob(catalog) { plan.jobs.append(job) }
        plan.jobs += feedJobs(feed, announcements: catalog.open, catalog: catalog, fragments: site.feedFragments)
        for entry in catalog.places {
            plan.jobs += landingJobs(entry, catalog: catalog, today: site.today, siteTitle: site.config.title, words: words,
                                     fragments: site.feedFragments, cards: cards)
        }
        plan.jobs.reserveCapacity(plan.jobs.count + parts.reduce(0) { $0 + $1.jobs.count })
        for part in parts { plan.jobs += part.jobs }
        return plan
    }
}
