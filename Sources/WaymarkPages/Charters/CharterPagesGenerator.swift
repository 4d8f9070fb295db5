import WaymarkModel
import WaymarkRender

/// The charter pages: the discovery page `charters/index.html` (overview map of the
/// discoverable charters and the list grouped under way / upcoming / past), one sub-page per region
/// (`charters/regions/<slug>/`) and per vessel type (`charters/vessels/<slug>/`), one page per
/// public or unlisted charter (`charters/<id>/`), the feeds `charters/feed.json`,
/// `charters/feed.atom`, a `map.geojson` beside every overview map and every charter's thumbnail,
/// and a `calendar.ics` (iCalendar) beside every listing.
///
/// `unlisted` charters get their page (kept out of the sitemap, marked `noindex`, with its
/// thumbnail's `map.geojson`) and appear in no other list, map, GeoJSON or feed; `private` ones never reach this generator. A charter without a location gets
/// its page with a "No map location yet" note, and a warning at its record when nothing could
/// place it (texts the geocoder could not place are already reported at their `destination`).
package struct CharterPagesGenerator: SiteGenerator {
    /// `charters`, in `--verbose` output.
    package let name = "charters"
    /// Pages and feeds come from the data alone (and the shared environment).
    package var rendersFromDataOnly: Bool { true }

    /// Creates the generator.
    package init() {}

    /// Plans every charter page and feed; see the type's description.
    package func plan(_ site: SiteContent) -> GeneratorPlan {
        var plan = GeneratorPlan()
        let catalog = CharterCatalog(site)
        guard !catalog.published.isEmpty || !site.data.places.isEmpty || !site.data.announcements.isEmpty else {
            // A site without any record data keeps its plain pages only.
            return plan
        }
        for charter in catalog.published where charter.coordinate == nil && (charter.destination ?? "").isEmpty {
            plan.diagnostics.append(.warning(
                "charter \"\(charter.id)\" has no map location yet: expected latitude/longitude or a destination to geocode; its page is built without a map",
                at: charter.location))
        }
        for charter in catalog.published {
            let links = RecordDescriptionLinks.check(charter.description, at: charter.location, markdown: site.markdown)
            plan.links += links.references
            plan.diagnostics += links.problems
        }
        let settings = site.config.charters
        let feed = feed(catalog, site: site)
        plan.feedLinks += feed.links(label: site.words.text("charters.feed_link"))
        let listings = listings(catalog, site: site)
        plan.jobs += listingJobs(listings, catalog: catalog, site: site)
        let nearest = Self.nearestByID(catalog, settings: settings, site: site)
        let cards = ShareCardContext(site)
        plan.jobs += catalog.published.flatMap { detailJobs($0, catalog: catalog, nearest: nearest[$0.id] ?? [], cards: cards) }
        plan.jobs += feedJobs(feed, catalog: catalog)
        plan.jobs += listings.map { calendarJob($0, catalog: catalog, site: site) }
        return plan
    }
}
