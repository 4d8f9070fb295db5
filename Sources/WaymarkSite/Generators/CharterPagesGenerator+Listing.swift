import WaymarkGeo
import WaymarkMap
import WaymarkModel

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
    func listingJobs(_ catalog: CharterCatalog, site: SiteContent) -> [PageJob] {
        var listings = [Listing(title: "Charters", summary: "Where the community's boats are going, on a map and by date.",
                                folder: "charters/", charters: catalog.listed, isSubPage: false)]
        for group in catalog.regions {
            listings.append(Listing(title: "Charters in \(group.name)", summary: "Public charters in the \(group.name) region.",
                                    folder: "charters/regions/\(group.slug)/", charters: group.charters, isSubPage: true))
        }
        for group in catalog.vessels {
            listings.append(Listing(title: "\(group.name.capitalizedFirst) charters", summary: "Public charters on a \(group.name).",
                                    folder: "charters/vessels/\(group.slug)/", charters: group.charters, isSubPage: true))
        }
        var jobs: [PageJob] = []
        for listing in listings {
            let mapped = listing.charters.filter { catalog.discoverableIDs.contains($0.id) }
                .sorted { $0.id < $1.id }
            let path = OutputPath(trusted: listing.folder.split(separator: "/").map(String.init) + ["index.html"])
            jobs.append(PageJob(path: path, origin: "(charters)", isPage: true,
                                sitemap: PageJob.SitemapInclusion(lastModified: nil), maps: 1) { environment in
                renderListing(listing, mapped: mapped, catalog: catalog, path: path, environment: environment)
            })
            let geoPath = OutputPath(trusted: listing.folder.split(separator: "/").map(String.init) + ["map.geojson"])
            jobs.append(PageJob(path: geoPath, origin: "(charters)", isPage: false, sitemap: nil, isFeed: true) { environment in
                let config = environment.site.config
                let features = mapped.map { Self.entry($0, catalog: catalog, config: config, markdown: nil).feature }
                return GeoJSONFeatureCollection(features: features).encoded()
            })
        }
        return jobs
    }

    private func renderListing(_ listing: Listing, mapped: [Charter], catalog: CharterCatalog, path: OutputPath,
                               environment: RenderEnvironment) -> [UInt8] {
        let from = path.description
        let geocoded = mapped.contains { catalog.geocoded[$0.id] != nil }
        let pins = mapped.compactMap { c in
            c.coordinate.map {
                MapPin(id: c.id, coordinate: $0, label: c.name,
                       href: SiteLink.relative(from: from, to: CharterCatalog.sitePath(c.id)), category: "charter")
            }
        }
        let options = MapOptions(
            id: "charters-map", size: PixelSize(width: 800, height: 480), title: "Charter destinations: \(listing.title)",
            subject: .charters, credits: geocoded ? [.geoNames] : [], listHref: "#charter-list",
            emptyMessage: MapOptions.destinationsEmptyMessage, places: GazetteerMapPlaces.embedded)
        let svg = MapRenderer().overview(pins, options: options)
        let caption = pins.isEmpty
            ? MapOptions.destinationsEmptyMessage
            : "\(MapSubject.charters.counted(pins.count)) under way or upcoming. The list below has every public charter."
        let figure = RecordMapFigure(svg: svg, caption: caption,
                                     geoJSONURL: SiteLink.relative(from: from, to: listing.folder + "map.geojson"))
        let sections = catalog.grouped(listing.charters).map { phase, charters -> [String: Any] in
            ["heading": phase.heading, "phase": phase.rawValue, "count": charters.count,
             "charters": charters.map { Self.row($0, catalog: catalog, from: from) }]
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
            "emptyMessage": MapOptions.destinationsEmptyMessage,
            "regions": links(catalog.regions, "regions"), "hasRegions": !catalog.regions.isEmpty,
            "vessels": links(catalog.vessels, "vessels"), "hasVessels": !catalog.vessels.isEmpty,
            "isSubPage": listing.isSubPage,
            "allChartersURL": SiteLink.relative(from: from, to: "charters/"),
        ]
        let unlocated = listing.charters.filter { $0.coordinate == nil }.count
        if unlocated > 0 {
            variables["unlocatedNote"] = unlocated == 1
                ? "1 charter has no map location yet; it is listed below."
                : "\(unlocated) charters have no map location yet; they are listed below."
        }
        for (key, value) in figure.variables { variables[key] = value }
        for (key, value) in RecordText.attribution(geocoded) { variables[key] = value }
        return environment.renderPage(template: "charters", outputPath: path, variables: variables)
    }

    /// A charter as a row of a list, with its link relative to the page at `from`.
    static func row(_ c: Charter, catalog: CharterCatalog, from: String) -> [String: Any] {
        var row: [String: Any] = [
            "id": c.id, "name": c.name, "url": SiteLink.relative(from: from, to: CharterCatalog.sitePath(c.id)),
            "dates": RecordText.dateRange(c.start, c.end), "noLocation": c.coordinate == nil,
        ]
        if let start = c.start { row["start"] = start.description }
        if let boat = c.boat { row["boat"] = boat }
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
