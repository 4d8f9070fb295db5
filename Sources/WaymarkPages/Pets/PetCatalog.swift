import WaymarkCore
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel
import WaymarkRender

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
        /// The place's fields and geocoding (``RecordFingerprint/place(_:geocoded:)``).
        var placeFingerprint: UInt64 = 0
        /// Everything the place's landing page, its map data and its feeds show: the place, the
        /// counts, and every pin in map and card order with its record's fingerprint and distance.
        var fingerprint: UInt64 = 0

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
    /// The nearest gazetteer place of each announcement with its own coordinate, by id.
    let nearby: [String: NearbyPlace]
    /// Each announcement's ``RecordFingerprint/announcement(_:geocoded:near:)``, by id; empty
    /// when the build wants no fingerprints.
    let fingerprints: [String: UInt64]
    /// Whether the jobs get record fingerprints (``SiteContent/wantsFingerprints``); without,
    /// nothing is hashed and every `PlaceEntry` fingerprint stays 0.
    let fingerprinted: Bool

    init(_ site: SiteContent) {
        fingerprinted = site.wantsFingerprints
        let fingerprints = fingerprinted ? Self.fingerprints(site) : [:]
        var entries: [PlaceEntry] = []
        var listedOn: [String: [Place]] = [:]
        for place in site.data.places.sorted(by: { $0.slug < $1.slug }) {
            let pins = site.discovery.eligiblePins(for: place)
            let lost = pins.count(where: { $0.record.status == .lost })
            // Sorted through indexes: a pin holds its announcement, and a sort moves each value many times.
            let cards = pins.indices.sorted { Self.cardOrder(pins[$0].record, pins[$1].record) }.map { pins[$0] }
            var entry = PlaceEntry(place: place, pins: pins, cards: cards,
                                   lost: lost, found: pins.count - lost, geocoded: site.geocoded.places[place.slug])
            if fingerprinted {
                entry.placeFingerprint = RecordFingerprint.place(place, geocoded: entry.geocoded)
                entry.fingerprint = Self.fingerprint(of: entry, records: fingerprints)
            }
            entries.append(entry)
            for hit in pins { listedOn[hit.record.id, default: []].append(place) }
        }
        places = entries
        self.listedOn = listedOn
        self.fingerprints = fingerprints
        // The data stage sorts records by id already; sorted here only when given otherwise (tests).
        let all = site.data.announcements
        let byID = zip(all, all.dropFirst()).allSatisfy { $0.id < $1.id } ? all : all.sorted { $0.id < $1.id }
        announcements = byID
        // Sorted through indexes: moving 100,000 announcement values about took most of a second.
        let openIndexes = byID.indices.filter { byID[$0].status != .closed }
            .sorted { Self.cardOrderIgnoringStatus(byID[$0], byID[$1]) }
        open = openIndexes.map { byID[$0] }
        geocoded = site.geocoded.announcements
        nearby = site.geocoded.nearestToAnnouncements
    }

    /// Every announcement's fingerprint, by id, hashed on all cores.
    private static func fingerprints(_ site: SiteContent) -> [String: UInt64] {
        let records = site.data.announcements
        let geocoded = site.geocoded
        let ranges = Concurrently.ranges(total: records.count, parts: max(1, min(records.count / 5_000, 16)))
        let parts = Concurrently.map(ranges.count) { chunk in
            records[ranges[chunk]].map { a in
                (a.id, RecordFingerprint.announcement(a, geocoded: geocoded.announcements[a.id],
                                                      near: geocoded.nearestToAnnouncements[a.id]))
            }
        }
        var byID: [String: UInt64] = [:]
        byID.reserveCapacity(records.count)
        for part in parts { for (id, value) in part { byID[id] = value } }
        return byID
    }

    /// A place entry's ``PlaceEntry/fingerprint``.
    private static func fingerprint(of entry: PlaceEntry, records: [String: UInt64]) -> UInt64 {
        var hash = StableHash()
        hash.combine(entry.placeFingerprint)
        hash.combine(entry.lost)
        hash.combine(entry.found)
        for list in [entry.pins, entry.cards] {
            hash.combine(list.count)
            for hit in list {
                hash.combine(hit.record.id)
                hash.combine(records[hit.record.id] ?? 0)
                hash.combine(byte: hit.distance == nil ? 0 : 1)
                hash.combine(hit.distance ?? 0)
            }
        }
        return hash.value
    }

    /// The fingerprint of announcement `a` (its ``RecordFingerprint/announcement(_:geocoded:near:)``).
    func fingerprint(of a: Announcement) -> UInt64 {
        fingerprints[a.id] ?? RecordFingerprint.announcement(a, geocoded: geocoded[a.id], near: nearby[a.id])
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
