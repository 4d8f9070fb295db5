import WaymarkGeo
import WaymarkMap
import WaymarkMarkdown
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkTheme

extension PetPagesGenerator {
    /// How many tear-off strips run along a poster's foot.
    static let posterStrips = 7

    /// The radius of the poster map's pin, in the map's pixels: the 480-pixel map prints 99 mm wide,
    /// so the pin is about 5 mm across, where a page map's 5.5-pixel pin would be 2 mm.
    static let posterPinRadius = 12.0

    /// `pets/announcements/<id>/poster/index.html` of an open announcement, appended to `jobs` with
    /// the announcement page's fingerprint inputs (README, "Posters"). Not in the sitemap, `noindex`,
    /// never indexed for search.
    func appendPosterJob(_ a: Announcement, catalog: PetCatalog, to jobs: inout [PageJob]) {
        guard let path = RecordPagePaths.announcementPoster(a) else { return }
        var job = PageJob(path: path, origin: a.location.path, isPage: true, sitemap: nil,
                          maps: a.coordinate?.isValid == true ? 1 : 0) { environment in
            Self.renderPoster(a, catalog: catalog, path: path, environment: environment)
        }
        if catalog.fingerprinted {
            var fingerprint = RecordFingerprint.job(name, path)
            fingerprint.combine(catalog.fingerprint(of: a))
            job.fingerprint = fingerprint.value
        }
        jobs.append(job)
    }

    /// The poster's page: status in large type, species and name, photo, map, description, contact,
    /// the QR code of the announcement page's absolute URL and a row of tear-off strips.
    static func renderPoster(_ a: Announcement, catalog: PetCatalog, path: OutputPath,
                             environment: RenderEnvironment) -> [UInt8] {
        let from = path.description
        let words = environment.site.words
        let pageFolder = RecordPagePaths.announcementFolder(a.id)
        let url = environment.site.config.absoluteURL(pageFolder)
        let shortURL = PosterAddress.short(url)
        let title = AnnouncementText.title(a, words: words)
        var details = PetCard.variables(a, distance: nil, catalog: catalog, from: from, words: words)
        if let contact = a.contact { details["contact"] = contact }
        let strip: [String: Any] = ["title": title, "contact": a.contact ?? "", "hasContact": a.contact != nil,
                                    "shortURL": shortURL]
        var poster: [String: Any] = [
            "url": url, "shortURL": shortURL, "hasContact": a.contact != nil,
            "strips": Array(repeating: strip, count: posterStrips),
            "pageLink": SiteLink.relative(from: from, to: pageFolder),
        ]
        if let code = QRCode(text: url, correction: .medium) {
            poster["qr"] = QRCodeSVG.svg(code, label: url)
        }
        let description = environment.site.markdown.render(a.description, rootPrefix: SiteLink.rootPrefix(from: from))
        var variables: [String: Any] = [
            "page": ["title": words.text("announcement.poster_title", ["title": title]), "kind": "poster"],
            "announcement": details, "poster": poster,
            "description": description, "hasDescription": !description.isEmpty,
            "noindex": true,
        ]
        if let coordinate = thumbnailCoordinate(a) {
            let pin = MapPin(id: a.id, coordinate: coordinate, label: title, category: a.status.rawValue)
            var options = MapOptions(id: "poster-map", size: PixelSize(width: 480, height: 300),
                                     title: AnnouncementText.mapTitle(a, words: words),
                                     description: words.text("announcement.map_description", [
                                         "label": pin.label, "position": words.mapWords.coordinate(coordinate)]),
                                     subject: .pets, credits: catalog.geocoded[a.id] == nil ? [] : [.geoNames])
            options.words = words.mapWords
            options.style.pinRadius = Self.posterPinRadius
            var map: [String: Any] = ["svg": MapRenderer.site.thumbnail(pin, span: thumbnailSpan, options: options)]
            if let address = a.address { map["caption"] = address }
            variables["posterMap"] = map
        }
        return environment.renderPage(template: "poster", outputPath: path, variables: variables)
    }
}
