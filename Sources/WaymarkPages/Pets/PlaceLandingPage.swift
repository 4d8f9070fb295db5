import WaymarkConfig
import WaymarkDiscovery
import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

/// The landing page of one place, `pets/<slug>/index.html`: the status and species filters
/// (``PetFilter``), the landing map (the place, its radius circle, its eligible pins, drawn once per
/// filter choice) and the list of the same pets as compact rows, lost first, newest first.
struct PlaceLandingPage {
    let entry: PetCatalog.PlaceEntry
    let catalog: PetCatalog
    let path: OutputPath
    /// The page's `og:image`, when it has a share card.
    var shareImage: ShareImage? = nil

    /// Width and height of landing maps, in pixels.
    static let mapSize = PixelSize(width: 800, height: 500)

    func render(_ environment: RenderEnvironment) throws -> [UInt8] {
        let from = path.description
        let root = SiteLink.rootPrefix(from: from)
        let place = entry.place
        let geocoded = entry.geocoded != nil || entry.pins.contains { catalog.geocoded[$0.record.id] != nil }
        let words = environment.site.words
        let radius = RecordText.distance(place.radiusKm * 1_000, words: words)
        var lead = words.text("pets.place_lead", ["lost": words.integer(entry.lost), "found": words.integer(entry.found),
                                                  "distance": radius, "place": place.name])
        if let geocodedAs = entry.geocoded?.label, lead.hasSuffix(".") {
            lead = String(lead.dropLast()) + " " + words.text("pets.placed_at", ["place": geocodedAs]) + "."
        }
        let filter = PetFilter(entry.cards.map(\.record), words: words)
        let keys = entry.cards.map { filter.keys($0.record) }
        var variables: [String: Any] = [
            "page": ["title": words.text("pets.near_title", ["place": place.name]), "kind": "place",
                     "summary": words.text("pets.near_summary", ["distance": radius, "place": place.name])],
            "place": placeVariables(words: words),
            "lead": lead,
            "emptyMessage": words.text("pets.empty_place", ["distance": radius, "place": place.name]),
            "cards": zip(entry.cards, keys).map { hit, keys -> [String: Any] in
                var row = PetCard.variables(hit.record, distance: hit.distance, catalog: catalog, from: from, words: words)
                row["layers"] = filter.attribute(keys)
                return row
            },
            "hasCards": !entry.cards.isEmpty,
            "filters": filter.variables(listed: keys, counts: true, words: words),
            "petsURL": SiteLink.relative(from: from, to: "pets/"),
        ]
        if let coordinate = place.coordinate, coordinate.isValid {
            let pins = entry.pins.compactMap { hit in
                hit.record.coordinate.map {
                    var pin = MapPin(id: hit.record.id, coordinate: $0, label: AnnouncementText.title(hit.record, words: words),
                                     href: SiteLink.relative(from: from, to: PetCatalog.announcementPath(hit.record.id)),
                                     category: hit.record.status.rawValue)
                    pin.layers = filter.keys(hit.record)
                    return pin
                }
            }
            let emptyMessage = words.text("pets.map_empty", ["distance": radius])
            let counted = words.plural("pets.counted", pins.count)
            let description = pins.isEmpty
                ? words.text("pets.map_empty_description", ["distance": radius, "place": place.name, "message": emptyMessage])
                : words.text("pets.map_description", ["counted": counted, "distance": radius, "place": place.name,
                                                      "tallies": words.mapWords.tallies(pins, legend: .category)])
            var options = MapOptions(
                id: "landing-map", size: Self.mapSize, title: words.text("pets.near_title", ["place": place.name]),
                description: description, subject: .pets,
                credits: geocoded ? [.geoNames] : [], listHref: "#pets-list", emptyMessage: emptyMessage)
            options.words = words.mapWords
            if !pins.isEmpty { options.pinLayers = filter.layerKeys }
            let svg = MapRenderer.site.landing(MapPlace(name: place.name, coordinate: coordinate, radius: place.radiusKm * 1_000),
                                            pins: pins, options: options)
            let caption = words.text("pets.map_caption", ["counted": counted, "distance": radius, "place": place.name])
            let figure = RecordMapFigure(svg: svg, caption: caption, geoJSONURL: SiteLink.relative(from: from, to: entry.folder + "map.geojson"))
            for (key, value) in figure.variables(words) { variables[key] = value }
        } else {
            variables["noLocation"] = true
            if let query = place.query { variables["notPlaced"] = words.text("pets.not_placed", ["query": query]) }
        }
        // The place's own feeds come first in <head>, then the site-wide ones.
        let links = SiteFeed(title: "", description: "", folder: entry.folder, entries: [], today: environment.site.today)
            .links(label: words.text("pets.feed_link", ["place": place.name])) + environment.feedLinks
        variables["feeds"] = links.map { ["title": $0.title, "type": $0.type, "url": root + SiteLink.file(forSitePath: $0.sitePath)] }
        variables["hasFeeds"] = true
        variables["placeFeedURL"] = SiteLink.relative(from: from, to: entry.folder + SiteFeed.jsonName)
        variables["placeAtomURL"] = SiteLink.relative(from: from, to: entry.folder + SiteFeed.atomName)
        for (key, value) in RecordText.attribution(geocoded, words: words) { variables[key] = value }
        variables["jsonLD"] = StructuredData.place(name: place.name, url: environment.site.config.absoluteURL(entry.folder),
                                                   coordinate: place.coordinate.flatMap { $0.isValid ? $0 : nil })
        if let shareImage { variables["shareImage"] = try TemplateValueEncoder().encode(shareImage) }
        return environment.renderPage(template: "place", outputPath: path, variables: variables)
    }

    /// The share card of the place: how many pets its map shows, in the theme's lost colour when
    /// any is lost, the place's name, its radius, and the landing map's circle and pins.
    static func shareCard(_ entry: PetCatalog.PlaceEntry, context: ShareCardContext) -> ShareCard {
        let words = context.words
        let place = entry.place
        let radius = RecordText.distance(place.radiusKm * 1_000, words: words)
        let pins = entry.pins.compactMap { hit in
            hit.record.coordinate.map { MapPin(id: hit.record.id, coordinate: $0, label: AnnouncementText.title(hit.record, words: words),
                                               category: hit.record.status.rawValue) }
        }
        var map = ShareCardMap.none
        if let coordinate = place.coordinate, coordinate.isValid {
            map = .place(MapPlace(name: place.name, coordinate: coordinate, radius: place.radiusKm * 1_000), pins: pins)
        }
        return context.card(status: words.plural("pets.counted", entry.pins.count),
                            colour: entry.lost > 0 ? ShareCardPalette.lost : ShareCardPalette.found,
                            title: place.name, detail: words.text("pets.near_summary", ["distance": radius, "place": place.name]),
                            map: map)
    }

    private func placeVariables(words: SiteWords) -> [String: Any] {
        let place = entry.place
        var values: [String: Any] = ["name": place.name, "slug": place.slug, "radius": RecordText.distance(place.radiusKm * 1_000, words: words),
                                     "lost": entry.lost, "found": entry.found, "total": entry.pins.count]
        if let kind = place.kind { values["kind"] = kind }
        if let query = place.query { values["query"] = query }
        if let geocoded = entry.geocoded { values["geocodedAs"] = geocoded.label }
        return values
    }

    /// The features of the landing map: the place (a point), its radius circle (a polygon, cut at
    /// the antimeridian when it crosses it) and one point per pin.
    static func geoJSON(_ entry: PetCatalog.PlaceEntry, config: SiteConfig, words: SiteWords = .english) -> GeoJSONFeatureCollection {
        let place = entry.place
        var features: [GeoJSONFeature] = []
        let url = config.absoluteURL(entry.folder)
        var properties: [String: GeoJSONValue] = ["kind": .text("place"), "name": .text(place.name), "slug": .text(place.slug),
                                                  "radiusKm": .number(place.radiusKm), "url": .text(url)]
        if let kind = place.kind { properties["placeKind"] = .text(kind) }
        if let c = place.coordinate, c.isValid {
            features.append(GeoJSONFeature(id: url, geometry: .point(c), properties: properties))
            let ring = GeodesicCircle.polygon(center: c, radius: place.radiusKm * 1_000, vertices: 96)
            properties["kind"] = .text("radius")
            features.append(GeoJSONFeature(id: url + "#radius", geometry: AntimeridianCut.polygon(ring), properties: properties))
        } else {
            features.append(GeoJSONFeature(id: url, geometry: nil, properties: properties))
        }
        for hit in entry.pins {
            var feature = PetPagesGenerator.entry(hit.record, config: config, markdown: nil, words: words).feature
            if let distance = hit.distance { feature.properties["distanceKm"] = .number((distance / 10).rounded() / 100) }
            features.append(feature)
        }
        return GeoJSONFeatureCollection(features: features)
    }
}
