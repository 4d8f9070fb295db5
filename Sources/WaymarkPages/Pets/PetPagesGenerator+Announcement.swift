import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension PetPagesGenerator {
    /// Ground distance across an announcement's thumbnail, in metres: the area around it, also wide
    /// enough for the Natural Earth coastline when GSHHG is not installed
    /// (``WaymarkMap/BasemapResolution/finestGroundWidth``; docs/geo.md, "Coastlines"); the page's
    /// "Near" row names the closest place.
    static let thumbnailSpan = 60_000.0

    /// `pets/announcements/<id>/index.html`, when it shows a map its `map.geojson`, its share card
    /// `card.png` unless cards are off (`cards` is `nil`), and when it is open its poster
    /// (``appendPosterJob(_:catalog:to:)``), appended to
    /// `jobs` (no array per announcement: a large site plans 100,000 of them). Closed announcements
    /// keep their page (with a notice, without a map) but stay out of the sitemap.
    func appendAnnouncementJobs(_ a: Announcement, catalog: PetCatalog, cards: ShareCardContext? = nil, to jobs: inout [PageJob]) {
        guard let path = RecordPagePaths.announcement(a) else { return }
        let sitemap = a.status == .closed ? nil : PageJob.SitemapInclusion(lastModified: a.date)
        let card = cards.flatMap { $0.attach(Self.shareCard(a, context: $0), page: path, origin: a.location.path, generator: name) }
        let image = card?.image
        var page = PageJob(path: path, origin: a.location.path, isPage: true, sitemap: sitemap,
                           maps: a.status != .closed && a.coordinate?.isValid == true ? 1 : 0) { environment in
            try Self.renderAnnouncement(a, catalog: catalog, path: path, shareImage: image, environment: environment)
        }
        var thumbnail = Self.thumbnailGeoJSONJob(a, page: path)
        if catalog.fingerprinted {
            let record = catalog.fingerprint(of: a)
            var fingerprint = RecordFingerprint.job(name, path)
            fingerprint.combine(record)
            let places = catalog.listedOn[a.id] ?? []
            fingerprint.combine(places.count)
            for place in places {
                fingerprint.combine(place.slug)
                fingerprint.combine(place.name)
            }
            if let card { fingerprint.combine(card.fingerprint) }
            page.fingerprint = fingerprint.value
            if let job = thumbnail {
                var hash = RecordFingerprint.job(name, job.path)
                hash.combine(record)
                thumbnail?.fingerprint = hash.value
            }
        }
        jobs.append(page)
        if let thumbnail { jobs.append(thumbnail) }
        if let card { jobs.append(card.job) }
        appendPosterJob(a, catalog: catalog, to: &jobs)
    }

    /// The facts of an announcement page as label/value rows, in display order (one list to render,
    /// so a page costs few template lookups).
    /// `near` is the nearest gazetteer place of an announcement with its own coordinates, e.g.
    /// `Södermalm, Stockholm, Sweden (850 m)`.
    static func facts(_ a: Announcement, geocodedAs: String?, near: String? = nil, words: SiteWords = .english) -> [[String: String]] {
        func label(_ key: String) -> String { words.text(key) }
        var rows: [(String, String?)] = [
            (label("pets.status"), AnnouncementText.status(a.status, words: words)),
            (label("announcement.name"), a.petName ?? label("announcement.name_unknown")),
            (label("announcement.species"), AnnouncementText.species(a, words: words)),
            (label("announcement.breed"), a.breed), (label("announcement.colour"), a.color),
            (label("pets.date"), AnnouncementText.dateLabel(a, words: words)),
        ]
        rows.append((label("announcement.where"), a.address.map { address in
            geocodedAs.map { "\(address) \(words.text("pets.placed_at", ["place": $0]))" } ?? address
        }))
        rows.append((label("announcement.near"), near))
        rows.append((label("announcement.contact"), a.contact))
        return rows.compactMap { label, value in value.map { ["label": label, "value": $0] } }
    }

    /// The share card of announcement `a`: `Lost cat` in the status colour, the pet's name (else
    /// the page's title), the date and address, and the announcement's pin on its thumbnail's span
    /// (no map for a closed one, as its page has none).
    static func shareCard(_ a: Announcement, context: ShareCardContext) -> ShareCard {
        let words = context.words
        let status = words.text("announcement.title_unnamed", ["status": AnnouncementText.status(a.status, words: words),
                                                                "species": AnnouncementText.species(a, words: words)])
        let colour = switch a.status {
        case .lost: ShareCardPalette.lost
        case .found: ShareCardPalette.found
        case .closed: ShareCardPalette.closed
        }
        let detail = [AnnouncementText.dateLabel(a, words: words), a.address].compactMap { $0 }.joined(separator: " · ")
        var map = ShareCardMap.none
        if a.status != .closed, let coordinate = thumbnailCoordinate(a) {
            map = .pin(MapPin(id: a.id, coordinate: coordinate, label: AnnouncementText.title(a, words: words), category: a.status.rawValue),
                       span: thumbnailSpan)
        }
        return context.card(status: status, colour: colour, title: a.petName ?? AnnouncementText.title(a, words: words),
                            detail: detail.isEmpty ? nil : detail, map: map)
    }

    static func renderAnnouncement(_ a: Announcement, catalog: PetCatalog, path: OutputPath, shareImage: ShareImage? = nil,
                                   environment: RenderEnvironment) throws -> [UInt8] {
        let from = path.description
        let root = SiteLink.rootPrefix(from: from)
        let place = catalog.geocoded[a.id]
        let words = environment.site.words
        let near = environment.site.geocoded.nearestToAnnouncements[a.id].map { RecordText.near($0, words: words) }
        var details = PetCard.variables(a, distance: nil, catalog: catalog, from: from, words: words)
        details["closed"] = a.status == .closed
        if let address = a.address { details["address"] = address }
        if let contact = a.contact { details["contact"] = contact }
        if let place { details["geocodedAs"] = place.label }
        let description = environment.site.markdown.render(a.description, rootPrefix: root)
        var variables: [String: Any] = [
            "page": ["title": AnnouncementText.title(a, words: words), "kind": "announcement",
                     "description": AnnouncementText.summary(a, words: words) + " " + environment.site.markdown.plainText(a.description)],
            "facts": facts(a, geocodedAs: place?.label, near: near, words: words),
            "announcement": details,
            "description": description, "hasDescription": !description.isEmpty,
            "petsURL": SiteLink.relative(from: from, to: "pets/"),
        ]
        if let shareImage { variables["shareImage"] = try TemplateValueEncoder().encode(shareImage) }
        if a.status != .closed {
            let places = catalog.listedOn[a.id] ?? []
            variables["places"] = places.map { ["name": $0.name, "url": SiteLink.relative(from: from, to: PetCatalog.placeFolder($0.slug))] }
            variables["hasPlaces"] = !places.isEmpty
            if let poster = RecordPagePaths.announcementPoster(a) {
                variables["posterURL"] = SiteLink.relative(from: from, to: poster.folderPath)
            }
            if let coordinate = Self.thumbnailCoordinate(a) {
                let pin = MapPin(id: a.id, coordinate: coordinate, label: AnnouncementText.title(a, words: words), category: a.status.rawValue)
                var options = MapOptions(id: "announcement-map", size: PixelSize(width: 480, height: 300),
                                         title: AnnouncementText.mapTitle(a, words: words),
                                         description: words.text("announcement.map_description", [
                                             "label": pin.label, "position": words.mapWords.coordinate(coordinate)]),
                                         subject: .pets, credits: place == nil ? [] : [.geoNames])
                options.words = words.mapWords
                let figure = RecordMapFigure(svg: MapRenderer.site.thumbnail(pin, span: thumbnailSpan, options: options),
                                             caption: a.address,
                                             geoJSONURL: SiteLink.relative(from: from, to: MapGeoJSONPaths.beside(path).description))
                for (key, value) in figure.variables(words) { variables[key] = value }
            } else {
                variables["noLocation"] = true
            }
        }
        for (key, value) in RecordText.attribution(place != nil || near != nil, words: words) { variables[key] = value }
        let country = place?.countryCode ?? environment.site.geocoded.nearestToAnnouncements[a.id]?.place.countryCode
        let search = SearchFilters(kind: "announcement", country: country, species: a.species,
                                   status: AnnouncementText.status(a.status, words: words))
        for (key, value) in try search.variables(environment.site) { variables[key] = value }
        return environment.renderPage(template: "announcement", outputPath: path, variables: variables)
    }
}
