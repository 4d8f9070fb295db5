import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel

/// The pet announcements and places of a build, sorted out once in the plan phase: each place's
/// eligible pins (lost or found, within the place's radius inclusive: docs/geo.md, "Pin eligibility (landing pages)"), which places list
/// each announcement, and the open announcements for the site-wide feed.
struct PetCatalog: Sendable {
    /// A place and its landing page's pins.
    struct PlaceEntry: Sendable {
        /// The place.
        var place: Place
        /// Eligible pins, by distance then id (the map's and the text list's order).
        var pins: [DiscoveryHit<Announcement>]
        /// The same announcements in card order: lost before found, newest first, then id.
        var cards: [DiscoveryHit<Announcement>]
        /// How many pins are lost / found.
        var lost: Int
        var found: Int
        /// What geocoding found for the place, when it was geocoded.
        var geocoded: PlaceResult?

        /// The landing page's folder, `pets/<slug>/`.
        var folder: String { PetCatalog.placeFolder(place.slug) }
    }

    /// Every place, by slug.
    let places: [PlaceEntry]
    /// Every announcement (closed ones included: they keep their page), by id.
    let announcements: [Announcement]
    /// Lost and found announcements, newest first then id: the site-wide feed.
    let open: [Announcement]
    /// For each announcement id, the places whose landing page pins it (by slug).
    let listedOn: [String: [Place]]
    /// What geocoding found, by announcement id.
    let geocoded: [String: PlaceResult]

    init(_ site: SiteContent) {
        var entries: [PlaceEntry] = []
        var listedOn: [String: [Place]] = [:]
        for place in site.data.places.sorted(by: { $0.slug < $1.slug }) {
            let pins = site.discovery.eligiblePins(for: place)
            let lost = pins.filter { $0.record.status == .lost }.count
            entries.append(PlaceEntry(place: place, pins: pins, cards: pins.sorted { Self.cardOrder($0.record, $1.record) },
                                      lost: lost, found: pins.count - lost, geocoded: site.geocoded.places[place.slug]))
            for hit in pins { listedOn[hit.record.id, default: []].append(place) }
        }
        places = entries
        self.listedOn = listedOn
        announcements = site.data.announcements.sorted { $0.id < $1.id }
        open = announcements.filter { $0.status != .closed }.sorted(by: Self.cardOrderIgnoringStatus)
        geocoded = site.geocoded.announcements
    }

    /// Lost before found, then newest first (an undated one last), then id.
    static func cardOrder(_ a: Announcement, _ b: Announcement) -> Bool {
        if a.status != b.status { return a.status == .lost }
        return cardOrderIgnoringStatus(a, b)
    }

    /// Newest first (an undated one last), then id.
    static func cardOrderIgnoringStatus(_ a: Announcement, _ b: Announcement) -> Bool {
        if a.date != b.date {
            guard let da = a.date else { return false }
            guard let db = b.date else { return true }
            return da > db
        }
        return a.id < b.id
    }

    /// `pets/<slug>/`.
    static func placeFolder(_ slug: String) -> String { "pets/\(slug)/" }

    /// `pets/announcements/<id>/` (``RecordPagePaths/announcementFolder(_:)``).
    static func announcementPath(_ id: String) -> String { RecordPagePaths.announcementFolder(id) }
}
