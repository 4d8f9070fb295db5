import WaymarkGeo
import WaymarkMap
import WaymarkModel

extension PetPagesGenerator {
    /// Ground distance across an announcement's thumbnail, in metres: the area around it, wide enough
    /// for the 1:50m coastline to be drawn (``WaymarkMap/BasemapResolution/finestGroundWidth``); the
    /// page's "Near" row names the closest place.
    static let thumbnailSpan = 60_000.0

    /// `pets/announcements/<id>/index.html` and, when it shows a map, its `map.geojson`. Closed
    /// announcements keep their page (with a notice, without a map) but stay out of the sitemap.
    func announcementJobs(_ a: Announcement, catalog: PetCatalog) -> [PageJob] {
        guard let path = RecordPagePaths.announcement(a) else { return [] }
        let sitemap = a.status == .closed ? nil : PageJob.SitemapInclusion(lastModified: a.date)
        var jobs = [PageJob(path: path, origin: a.location.path, isPage: true, sitemap: sitemap,
                            maps: a.status != .closed && a.coordinate?.isValid == true ? 1 : 0) { environment in
            Self.renderAnnouncement(a, catalog: catalog, path: path, environment: environment)
        }]
        if let job = Self.thumbnailGeoJSONJob(a, page: path) { jobs.append(job) }
        return jobs
    }

    /// The facts of an announcement page as label/value rows, in display order (one list to render,
    /// so a page costs few template lookups).
    /// `near` is the nearest gazetteer place of an announcement with its own coordinates, e.g.
    /// `Södermalm, Stockholm, Sweden (850 m)`.
    static func facts(_ a: Announcement, geocodedAs: String?, near: String? = nil) -> [[String: String]] {
        var rows: [(String, String?)] = [
            ("Status", AnnouncementText.status(a.status)), ("Name", a.petName ?? "Name unknown"), ("Species", a.species ?? "pet"),
            ("Breed", a.breed), ("Colour", a.color), ("Date", AnnouncementText.dateLabel(a)),
        ]
        rows.append(("Where", a.address.map { address in geocodedAs.map { "\(address) (placed at \($0))" } ?? address }))
        rows.append(("Near", near))
        rows.append(("Contact", a.contact))
        return rows.compactMap { label, value in value.map { ["label": label, "value": $0] } }
    }

    static func renderAnnouncement(_ a: Announcement, catalog: PetCatalog, path: OutputPath,
                                   environment: RenderEnvironment) -> [UInt8] {
        let from = path.description
        let root = SiteLink.rootPrefix(from: from)
        let place = catalog.geocoded[a.id]
        let near = environment.site.geocoded.nearestToAnnouncements[a.id].map(RecordText.near)
        var details = PetCard.variables(a, distance: nil, catalog: catalog, from: from)
        details["closed"] = a.status == .closed
        if let address = a.address { details["address"] = address }
        if let contact = a.contact { details["contact"] = contact }
        if let place { details["geocodedAs"] = place.label }
        let description = environment.site.markdown.render(a.description, rootPrefix: root)
        var variables: [String: Any] = [
            "page": ["title": AnnouncementText.title(a), "kind": "announcement"],
            "facts": facts(a, geocodedAs: place?.label, near: near),
            "announcement": details,
            "description": description, "hasDescription": !description.isEmpty,
            "petsURL": SiteLink.relative(from: from, to: "pets/"),
        ]
        if a.status != .closed {
            let places = catalog.listedOn[a.id] ?? []
            variables["places"] = places.map { ["name": $0.name, "url": SiteLink.relative(from: from, to: PetCatalog.placeFolder($0.slug))] }
            variables["hasPlaces"] = !places.isEmpty
            if let coordinate = Self.thumbnailCoordinate(a) {
                let pin = MapPin(id: a.id, coordinate: coordinate, label: AnnouncementText.title(a), category: a.status.rawValue)
                let options = MapOptions(id: "announcement-map", size: PixelSize(width: 480, height: 300),
                                         title: "Where \(a.petName ?? "the \(a.species ?? "pet")") was \(a.status == .found ? "found" : "last seen")",
                                         subject: .pets, credits: place == nil ? [] : [.geoNames], places: GazetteerMapPlaces.embedded)
                let figure = RecordMapFigure(svg: MapRenderer().thumbnail(pin, span: thumbnailSpan, options: options),
                                             caption: a.address,
                                             geoJSONURL: SiteLink.relative(from: from, to: MapGeoJSONPaths.beside(path).description))
                for (key, value) in figure.variables { variables[key] = value }
            } else {
                variables["noLocation"] = true
            }
        }
        for (key, value) in RecordText.attribution(place != nil || near != nil) { variables[key] = value }
        return environment.renderPage(template: "announcement", outputPath: path, variables: variables)
    }
}
