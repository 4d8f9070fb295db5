import WaymarkCore
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension CharterPagesGenerator {
    /// One listing: the discovery page or a region / vessel-type sub-page.
    struct Listing: Sendable {
        /// Page heading.
        var title: String
        /// One sentence under the heading.
        var summary: String
        /// Folder of the page, e.g. `charters/regions/cyclades/`.
        var folder: String
        /// The public charters listed.
        var charters: [Charter]
        /// Whether this is a sub-page (links back to all charters).
        var isSubPage: Bool
    }

    /// The discovery page, then every region and vessel-type sub-page.
    func listings(_ catalog: CharterCatalog, site: SiteContent) -> [Listing] {
        let words = site.words
        var listings = [Listing(title: words.text("charters.title"), summary: words.text("charters.summary"),
                                folder: "charters/", charters: catalog.listed, isSubPage: false)]
        for group in catalog.regions {
            listings.append(Listing(title: words.text("charters.region_title", ["region": group.name]),
                                    summary: words.text("charters.region_summary", ["region": group.name]),
                                    folder: "charters/regions/\(group.slug)/", charters: group.charters, isSubPage: true))
        }
        for group in catalog.vessels {
            let names = ["Vessel": group.name.capitalizedFirst, "vessel": group.name]
            listings.append(Listing(title: words.text("charters.vessel_title", names), summary: words.text("charters.vessel_summary", names),
                                    folder: "charters/vessels/\(group.slug)/", charters: group.charters, isSubPage: true))
        }
        return listings
    }

    /// The page and the `map.geojson` of every listing.
    func listingJobs(_ listings: [Listing], catalog: CharterCatalog, site: SiteContent) -> [PageJob] {
        // Every listing links to every region and vessel-type sub-page, with its count.
        var groups = StableHash()
        for list in [catalog.regions, catalog.vessels] where catalog.fingerprinted {
            groups.combine(list.count)
            for group in list {
                groups.combine(group.name)
                groups.combine(group.slug)
                groups.combine(group.charters.count)
            }
        }
        var jobs: [PageJob] = []
        for listing in listings {
            let mapped = listing.charters.filter { catalog.discoverableIDs.contains($0.id) }
                .sorted { $0.id < $1.id }
            // The listing's own texts, its charters (each with whether it is on the map) and the groups.
            var inputs = StableHash()
            if catalog.fingerprinted {
                inputs.combine(listing.title)
                inputs.combine(listing.summary)
                inputs.combine(listing.folder)
                inputs.combine(listing.isSubPage)
                catalog.combine(listing.charters, into: &inputs)
                inputs.combine(groups.value)
                inputs.combine(Self.calendarName(listing, site: site))
            }
            func fingerprint(_ path: OutputPath) -> UInt64? { catalog.fingerprint(of: name, path, inputs: inputs) }
            let path = OutputPath(trusted: listing.folder.split(separator: "/").map(String.init) + ["index.html"])
            let calendarName = Self.calendarName(listing, site: site)
            jobs.append(PageJob(path: path, origin: "(charters)", isPage: true,
                                sitemap: PageJob.SitemapInclusion(lastModified: nil), fingerprint: fingerprint(path), maps: 1) { environment in
                renderListing(listing, mapped: mapped, catalog: catalog, path: path, calendarName: calendarName, environment: environment)
            })
            let geoPath = OutputPath(trusted: listing.folder.split(separator: "/").map(String.init) + ["map.geojson"])
            jobs.append(PageJob(path: geoPath, origin: "(charters)", isPage: false, sitemap: nil,
                                fingerprint: fingerprint(geoPath), isFeed: true) { environment in
                let config = environment.site.config
                let features = mapped.map { Self.entry($0, catalog: catalog, config: config, markdown: nil).feature }
                return try GeoJSONFeatureCollection(features: features).encoded()
            })
        }
        return jobs
    }

    private func renderListing(_ listing: Listing, mapped: [Charter], catalog: CharterCatalog, path: OutputPath,
                               calendarName: String, environment: RenderEnvironment) -> [UInt8] {
        let from = path.description
        let geocoded = mapped.contains { catalog.geocoded[$0.id] != nil }
        let pins = mapped.compactMap { c in
            c.coordinate.map {
                MapPin(id: c.id, coordinate: $0, label: c.name,
                       href: SiteLink.relative(from: from, to: CharterCatalog.sitePath(c.id)), category: "charter")
            }
        }
        let words = environment.site.words
        let emptyMessage = words.text("charters.destinations_empty")
        var options = MapOptions(
            id: "charters-map", size: PixelSize(width: 800, height: 480),
            title: words.text("charters.map_title", ["title": listing.title]),
            description: pins.isEmpty ? emptyMessage : words.text("map.overview_description", [
                "counted": words.plural("charters.counted", pins.count), "tallies": words.mapWords.tallies(pins, legend: .category)]),
            subject: .charters, credits: geocoded ? [.geoNames] : [], listHref: "#charter-list",
            emptyMessage: emptyMessage)
        options.words = words.mapWords
        let svg = MapRenderer.site.overview(pins, options: options)
        let caption = pins.isEmpty
            ? emptyMessage
            : words.text("charters.map_caption", ["counted": words.plural("charters.counted", pins.count)])
        let figure = RecordMapFigure(svg: svg, caption: caption,
                                     geoJSONURL: SiteLink.relative(from: from, to: listing.folder + "map.geojson"))
        let sections = catalog.grouped(listing.charters).map { phase, charters -> [String: Any] in
            ["heading": words.text("charters.\(phase.rawValue)"), "phase": phase.rawValue, "count": charters.count,
             "charters": charters.map { Self.row($0, catalog: catalog, from: from, words: environment.site.words) }]
        }
        func links(_ groups: [CharterGroup], _ kind: String) -> [[String: Any]] {
            groups.map { g in
                let folder = "charters/\(kind)/\(g.slug)/"
                return ["name": g.name, "count": g.charters.count, "url": SiteLink.relative(from: from, to: folder),
                        "current": folder == listing.folder]
            }
        }
        var variables: [String: Any] = [
            "page": ["title": listing.title, "kind": "charters", "summary": listing.summary],
            "sections": sections,
            "hasCharters": !listing.charters.isEmpty,
            "emptyMessage": emptyMessage,
            "regions": links(catalog.regions, "regions"), "hasRegions": !catalog.regions.isEmpty,
            "vessels": links(catalog.vessels, "vessels"), "hasVessels": !catalog.vessels.isEmpty,
            "isSubPage": listing.isSubPage,
            "allChartersURL": SiteLink.relative(from: from, to: "charters/"),
        ]
        let unlocated = listing.charters.filter { $0.coordinate == nil }.count
        if unlocated > 0 {
            variables["unlocatedNote"] = words.plural("charters.unlocated", unlocated)
        }
        for (key, value) in figure.variables(words) { variables[key] = value }
        for (key, value) in RecordText.attribution(geocoded, words: words) { variables[key] = value }
        for (key, value) in Self.calendarVariables(listing, name: calendarName, from: from, environment: environment) {
            variables[key] = value
        }
        return environment.renderPage(template: "charters", outputPath: path, variables: variables)
    }

    /// A charter as a row of a list, with its link relative to the page at `from`.
    static func row(_ c: Charter, catalog: CharterCatalog, from: String, words: SiteWords = .english) -> [String: Any] {
        var row: [String: Any] = [
            "id": c.id, "name": c.name, "url": SiteLink.relative(from: from, to: CharterCatalog.sitePath(c.id)),
            "dates": RecordText.dateRange(c.start, c.end, words: words), "noLocation": c.coordinate == nil,
        ]
        if let start = c.start { row["start"] = start.description }
        if let boat = c.boat {
            row["boat"] = boat
            row["boatLabel"] = words.text("charters.row_boat", ["boat": boat])
        }
        if let destination = c.destination { row["toLabel"] = words.text("charters.row_to", ["destination": destination]) }
        if let berths = c.berths { row["berthsLabel"] = words.plural("charters.row_berths", berths) }
        if let vessel = c.vesselType { row["vesselType"] = vessel }
        if let destination = c.destination { row["destination"] = destination }
        if let region = c.region { row["region"] = region }
        if let berths = c.berths { row["berths"] = berths }
        return row
    }
}

fileprivate extension String {
    /// The string with its first character upper-cased (`catamaran` → `Catamaran`).
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
