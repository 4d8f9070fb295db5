import WaymarkConfig
import WaymarkCore
import WaymarkDiscovery
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension CharterPagesGenerator {
    /// How many other charters a charter page lists as nearest.
    static let nearestCount = 5
    /// Ground distance across a charter thumbnail, in metres: a sailing area, not a street.
    static let thumbnailSpan = 120_000.0

    /// `charters/<id>/index.html` and, for a charter on the map, its thumbnail's `map.geojson`;
    /// unlisted pages stay out of the sitemap. Charters carry no modification date (their dates are
    /// the trip's), so the sitemap gives no `lastmod`.
    ///
    /// `nearest`: the charter's nearest others (``nearest(to:coordinate:within:site:)``), found at
    /// plan time since the page's fingerprint holds them. `cards`: the page's share card `card.png`
    /// is planned unless it is `nil` (cards off).
    func detailJobs(_ charter: Charter, catalog: CharterCatalog, nearest: [DiscoveryHit<Charter>],
                    cards: ShareCardContext? = nil) -> [PageJob] {
        guard let path = RecordPagePaths.charter(charter) else { return [] }
        let sitemap = charter.visibility == .public ? PageJob.SitemapInclusion(lastModified: nil) : nil
        let card = cards.flatMap { $0.attach(Self.shareCard(charter, context: $0), page: path, origin: charter.location.path, generator: name) }
        let image = card?.image
        var jobs = [PageJob(path: path, origin: charter.location.path, isPage: true, sitemap: sitemap,
                            maps: charter.coordinate == nil ? 0 : 1) { environment in
            try renderDetail(charter, catalog: catalog, path: path, nearest: nearest, shareImage: image, environment: environment)
        }]
        if let job = Self.thumbnailGeoJSONJob(charter, catalog: catalog, page: path) { jobs.append(job) }
        guard catalog.fingerprinted else { return jobs + (card.map { [$0.job] } ?? []) }
        let record = catalog.fingerprint(of: charter)
        // The page also shows the region and vessel-type sub-pages' slugs and the nearest charters.
        var fingerprint = RecordFingerprint.job(name, path)
        fingerprint.combine(record)
        fingerprint.combine(charter.region.flatMap { catalog.regionSlugs[$0] })
        fingerprint.combine(charter.vesselType.flatMap { catalog.vesselSlugs[$0] })
        fingerprint.combine(nearest.count)
        for hit in nearest {
            fingerprint.combine(hit.record.id)
            fingerprint.combine(catalog.fingerprint(of: hit.record))
            fingerprint.combine(hit.distance ?? 0)
        }
        if let card { fingerprint.combine(card.fingerprint) }
        jobs[0].fingerprint = fingerprint.value
        if jobs.count > 1 {
            var hash = RecordFingerprint.job(name, jobs[1].path)
            hash.combine(record)
            jobs[1].fingerprint = hash.value
        }
        if let card { jobs.append(card.job) }
        return jobs
    }

    /// The nearest others of every published charter with a position, by id, found on all cores.
    static func nearestByID(_ catalog: CharterCatalog, settings: CharterSiteSettings, site: SiteContent) -> [String: [DiscoveryHit<Charter>]] {
        let located = catalog.published.filter { $0.coordinate != nil }
        let ranges = Concurrently.ranges(total: located.count, parts: max(1, min(located.count / 500, 16)))
        let parts = Concurrently.map(ranges.count) { chunk in
            located[ranges[chunk]].compactMap { c in
                c.coordinate.map { (c.id, nearest(to: c, coordinate: $0, within: settings.nearbyRadius, site: site)) }
            }
        }
        var byID: [String: [DiscoveryHit<Charter>]] = [:]
        byID.reserveCapacity(located.count)
        for part in parts { for (id, hits) in part { byID[id] = hits } }
        return byID
    }

    /// The share card of charter `c`: its dates in the charters' blue, its name, its destination
    /// (else its region and boat), and its pin on its thumbnail's span.
    static func shareCard(_ c: Charter, context: ShareCardContext) -> ShareCard {
        let words = context.words
        let dates = RecordText.dateRange(c.start, c.end, words: words)
        let detail = ([c.destination ?? c.region, c.boat].compactMap { $0 }).joined(separator: " · ")
        let map = c.coordinate.map { ShareCardMap.pin(MapPin(id: c.id, coordinate: $0, label: c.name, category: "charter"), span: thumbnailSpan) }
        return context.card(status: dates, colour: ShareCardPalette.site, title: c.name,
                            detail: detail.isEmpty ? nil : detail, map: map ?? .none)
    }

    private func renderDetail(_ c: Charter, catalog: CharterCatalog, path: OutputPath, nearest: [DiscoveryHit<Charter>],
                              shareImage: ShareImage? = nil, environment: RenderEnvironment) throws -> [UInt8] {
        let site = environment.site
        let from = path.description
        let root = SiteLink.rootPrefix(from: from)
        let place = catalog.geocoded[c.id]
        var details: [String: Any] = [
            "name": c.name, "dates": RecordText.dateRange(c.start, c.end, words: site.words),
            "phase": site.words.text("charters.\(catalog.phase(c).rawValue)"), "unlisted": c.visibility == .unlisted,
        ]
        if let start = c.start { details["start"] = start.description }
        if let end = c.end { details["end"] = end.description }
        if let boat = c.boat { details["boat"] = boat }
        if let captain = c.captain { details["captain"] = captain }
        if let destination = c.destination { details["destination"] = destination }
        if let berths = c.berths { details["berths"] = berths }
        if !c.tags.isEmpty {
            details["tags"] = c.tags
            details["hasTags"] = true
        }
        if let vessel = c.vesselType {
            details["vesselType"] = vessel
            if c.visibility == .public, let slug = catalog.vesselSlugs[vessel] {
                details["vesselURL"] = SiteLink.relative(from: from, to: "charters/vessels/\(slug)/")
            }
        }
        if let region = c.region {
            details["region"] = region
            if c.visibility == .public, let slug = catalog.regionSlugs[region] {
                details["regionURL"] = SiteLink.relative(from: from, to: "charters/regions/\(slug)/")
            }
        }
        if let place {
            details["geocodedAs"] = place.label
            details["placedAt"] = site.words.text("charters.placed_at", ["place": place.label])
        }
        let near = site.geocoded.nearestToCharters[c.id].map { RecordText.near($0, words: site.words) }
        if let near { details["near"] = near }
        let description = site.markdown.render(c.description, rootPrefix: root)
        let plain = site.markdown.plainText(c.description)
        let shareText = Self.plainDescription(c, words: site.words, plain: plain, separator: " ")
        var variables: [String: Any] = [
            "page": ["title": c.name, "kind": "charter", "description": shareText],
            "charter": details,
            "description": description, "hasDescription": !description.isEmpty,
            "allChartersURL": SiteLink.relative(from: from, to: "charters/"),
            "noindex": c.visibility == .unlisted,
        ]
        variables["jsonLD"] = StructuredData.event(c, url: site.config.absoluteURL(path.folderPath), description: plain)
        if let shareImage { variables["shareImage"] = try TemplateValueEncoder().encode(shareImage) }
        if let coordinate = c.coordinate {
            let pin = MapPin(id: c.id, coordinate: coordinate, label: c.name, category: "charter")
            var options = MapOptions(id: "charter-map", size: PixelSize(width: 640, height: 360),
                                     title: site.words.text("charters.where_goes", ["name": c.name]),
                                     description: site.words.text("announcement.map_description", [
                                         "label": c.name, "position": site.words.mapWords.coordinate(coordinate)]),
                                     credits: place == nil ? [] : [.geoNames])
            options.words = site.words.mapWords
            let caption = c.destination.map { site.words.text("charters.destination_caption", ["destination": $0]) }
            let figure = RecordMapFigure(svg: MapRenderer.site.thumbnail(pin, span: Self.thumbnailSpan, options: options), caption: caption,
                                         geoJSONURL: SiteLink.relative(from: from, to: MapGeoJSONPaths.beside(path).description))
            for (key, value) in figure.variables(site.words) {
                variables[key] = value
            }
            variables["nearest"] = nearest.map { hit -> [String: Any] in
                var row = Self.row(hit.record, catalog: catalog, from: from, words: site.words)
                row["distance"] = RecordText.distance(hit.distance ?? 0, words: site.words)
                row["distanceAway"] = site.words.text("page.away", ["distance": RecordText.distance(hit.distance ?? 0, words: site.words)])
                return row
            }
            variables["hasNearest"] = !nearest.isEmpty
        } else {
            variables["noLocation"] = true
            if let destination = c.destination {
                variables["notPlaced"] = site.words.text("charters.not_placed", ["destination": destination])
            }
        }
        for (key, value) in RecordText.attribution(place != nil || near != nil, words: site.words) { variables[key] = value }
        // Unlisted charters are not for finding: they stay out of the index as out of every list.
        if c.visibility == .public {
            for (key, value) in try SearchFilters(kind: "charter", country: c.countryCode).variables(site) { variables[key] = value }
        }
        return environment.renderPage(template: "charter", outputPath: path, variables: variables)
    }

    /// The discoverable charters nearest to `coordinate` within `radius` (``CharterSiteSettings/nearbyRadius``),
    /// other than `charter` itself; distance, then start date, then id.
    static func nearest(to charter: Charter, coordinate: Coordinate, within radius: Length = CharterSiteSettings.defaultNearbyRadius,
                        site: SiteContent) -> [DiscoveryHit<Charter>] {
        site.discovery.charters.discover(window: .upcoming(today: site.today), near: coordinate,
                                         within: radius, nearest: nearestCount + 1)
            .filter { $0.record.id != charter.id }
            .prefix(nearestCount).map { $0 }
    }
}
