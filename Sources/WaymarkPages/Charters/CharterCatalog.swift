import WaymarkCore
import WaymarkDiscovery
import WaymarkGeocoding
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// The charters of a build, sorted out once in the plan phase: which get pages, which are listed,
/// which are on maps and in feeds, and the region and vessel-type groups.
struct CharterCatalog: Sendable {
    /// Public and unlisted charters (each gets a page), by id.
    let published: [Charter]
    /// Public charters (listed), by id.
    let listed: [Charter]
    /// Discoverable charters: public, located, ending today or later — the overview maps and the feed.
    /// In discovery order (start date, then id).
    let discoverable: [Charter]
    /// Ids of `discoverable`.
    let discoverableIDs: Set<String>
    /// Public charters by region.
    let regions: [CharterGroup]
    /// Public charters by vessel type.
    let vessels: [CharterGroup]
    /// Region name → slug, vessel type name → slug (for links from charter pages).
    let regionSlugs: [String: String]
    let vesselSlugs: [String: String]
    /// What geocoding found, by charter id.
    let geocoded: [String: PlaceResult]
    /// The build's today.
    let today: CalendarDate
    /// The nearest gazetteer place of each charter with its own coordinate, by id.
    let nearby: [String: NearbyPlace]
    /// Each published charter's ``RecordFingerprint/charter(_:geocoded:near:)``, by id; empty when
    /// the build wants no fingerprints.
    let fingerprints: [String: UInt64]
    /// Whether the jobs get record fingerprints (``SiteContent/wantsFingerprints``).
    let fingerprinted: Bool

    init(_ site: SiteContent) {
        today = site.today
        published = site.data.charters.filter { $0.visibility != .private }.sorted { $0.id < $1.id }
        listed = published.filter { $0.visibility == .public }
        discoverable = site.discovery.charters.discover(window: .upcoming(today: site.today)).map(\.record)
        discoverableIDs = Set(discoverable.map(\.id))
        regions = CharterGroup.grouping(listed, by: \.region, fallback: "region")
        vessels = CharterGroup.grouping(listed, by: \.vesselType, fallback: "vessel")
        var regionSlugs: [String: String] = [:]
        for group in regions { for c in group.charters { if let r = c.region { regionSlugs[r] = group.slug } } }
        var vesselSlugs: [String: String] = [:]
        for group in vessels { for c in group.charters { if let v = c.vesselType { vesselSlugs[v] = group.slug } } }
        self.regionSlugs = regionSlugs
        self.vesselSlugs = vesselSlugs
        geocoded = site.geocoded.charters
        fingerprinted = site.wantsFingerprints
        var fingerprints: [String: UInt64] = [:]
        fingerprints.reserveCapacity(fingerprinted ? published.count : 0)
        for c in published where fingerprinted {
            fingerprints[c.id] = RecordFingerprint.charter(c, geocoded: site.geocoded.charters[c.id],
                                                           near: site.geocoded.nearestToCharters[c.id])
        }
        self.fingerprints = fingerprints
        nearby = site.geocoded.nearestToCharters
    }

    /// The fingerprint of charter `c` (its ``RecordFingerprint/charter(_:geocoded:near:)``).
    func fingerprint(of c: Charter) -> UInt64 {
        fingerprints[c.id] ?? RecordFingerprint.charter(c, geocoded: geocoded[c.id], near: nearby[c.id])
    }

    /// Adds the fingerprints of `charters` to `hash`, in order, each with its id and whether it is
    /// discoverable (on the overview maps and in the feed).
    func combine(_ charters: [Charter], into hash: inout StableHash) {
        hash.combine(charters.count)
        for c in charters {
            hash.combine(c.id)
            hash.combine(fingerprint(of: c))
            hash.combine(discoverableIDs.contains(c.id))
        }
    }

    /// The fingerprint of the job of generator `generator` writing `path` from `inputs` (what it
    /// reads besides the shared environment); `nil` when the build wants none.
    func fingerprint(of generator: String, _ path: OutputPath, inputs: StableHash) -> UInt64? {
        guard fingerprinted else { return nil }
        var hash = RecordFingerprint.job(generator, path)
        hash.combine(inputs.value)
        return hash.value
    }

    /// The phase of `charter` today.
    func phase(_ charter: Charter) -> CharterPhase {
        CharterPhase(start: charter.start, end: charter.end, today: today)
    }

    /// `charters` split by phase: ongoing and upcoming by start date then id, past by end date
    /// (latest first) then id.
    func grouped(_ charters: [Charter]) -> [(CharterPhase, [Charter])] {
        var sections: [CharterPhase: [Charter]] = [:]
        for c in charters { sections[phase(c), default: []].append(c) }
        func byStart(_ a: Charter, _ b: Charter) -> Bool {
            if a.start != b.start {
                guard let sa = a.start else { return true }
                guard let sb = b.start else { return false }
                return sa < sb
            }
            return a.id < b.id
        }
        func byEndDescending(_ a: Charter, _ b: Charter) -> Bool {
            if a.end != b.end {
                guard let ea = a.end else { return false }
                guard let eb = b.end else { return true }
                return ea > eb
            }
            return a.id < b.id
        }
        return CharterPhase.allCases.compactMap { phase in
            guard let list = sections[phase], !list.isEmpty else { return nil }
            return (phase, list.sorted(by: phase == .past ? byEndDescending : byStart))
        }
    }

    /// The site path of a charter's page (``RecordPagePaths/charterFolder(_:)``).
    static func sitePath(_ id: String) -> String { RecordPagePaths.charterFolder(id) }
}
