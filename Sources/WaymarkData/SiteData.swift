import Foundation
import WaymarkModel

/// Everything a site's `data/` folder holds, loaded, typed and validated (SPEC §2).
///
/// Load with ``SiteData/load(siteDirectory:strict:)``. Records are sorted by id (places by slug,
/// airports by ident); `private` charters are already dropped.
public struct SiteData: Sendable {
    /// Public and unlisted charters, sorted by id.
    public var charters: [Charter]
    /// Announcements, sorted by id.
    public var announcements: [Announcement]
    /// Places from `data/places.yml`, sorted by slug.
    public var places: [Place]
    /// Airports merged from OurAirports CSV and euro_aip databases, sorted by ident.
    public var airports: [Airport]
    /// Private charters dropped at load (counted for summaries, never kept).
    public var droppedPrivateCharters: Int

    public init(charters: [Charter] = [], announcements: [Announcement] = [], places: [Place] = [],
                airports: [Airport] = [], droppedPrivateCharters: Int = 0) {
        self.charters = charters
        self.announcements = announcements
        self.places = places
        self.airports = airports
        self.droppedPrivateCharters = droppedPrivateCharters
    }

    /// Folder and file names under the site folder.
    public enum Layout {
        public static let charters = "data/charters"
        public static let announcements = "data/announcements"
        public static let places = "data/places.yml"
        public static let airports = "data/airports"
    }

    /// Loads and validates the site's data. Charters, announcements, places and airports load in
    /// parallel. Every problem of the run is returned, sorted by path, line, column and message;
    /// when `strict` is true warnings are returned as errors. Paths in diagnostics are relative to
    /// the site folder (`data/charters/med.yml`); SQLite rows are `data/airports/x.db:table:rowid`.
    /// Records with errors are left out of the result; a missing folder or file is simply empty.
    public static func load(siteDirectory: URL, strict: Bool) async -> (SiteData, Diagnostics) {
        async let charters = loadCharters(siteDirectory: siteDirectory)
        async let announcements = loadAnnouncements(siteDirectory: siteDirectory)
        async let places = loadPlaces(siteDirectory: siteDirectory)
        async let airports = loadAirports(siteDirectory: siteDirectory)
        let (c, a, p, ap) = await (charters, announcements, places, airports)
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: c.1)
        diagnostics.append(contentsOf: a.1)
        diagnostics.append(contentsOf: p.1)
        diagnostics.append(contentsOf: ap.1)
        let data = SiteData(charters: c.0.kept, announcements: a.0, places: p.0, airports: ap.0,
                            droppedPrivateCharters: c.0.droppedPrivate)
        return (data, Diagnostics(diagnostics.promoted(strict: strict).sorted))
    }

    /// Charters of `data/charters/`: duplicates checked over all of them, then `private` ones dropped.
    public static func loadCharters(siteDirectory: URL) async -> ((kept: [Charter], droppedPrivate: Int), [Diagnostic]) {
        let (all, problems) = await RecordFolder.loadAll(
            folder: siteDirectory.appendingPathComponent(Layout.charters), displayPath: Layout.charters,
            knownFields: CharterDecoder.fields, decode: CharterDecoder.decode)
        var out = problems
        out += DuplicateCheck.problems(keys: all.map { ($0.id, $0.location) }, what: "charter id")
        let kept = all.filter { $0.visibility != .private }.sorted(by: byLocationWithinID)
        return ((firstPerID(kept), all.count - kept.count), out)
    }

    /// Announcements of `data/announcements/`, duplicates checked.
    public static func loadAnnouncements(siteDirectory: URL) async -> ([Announcement], [Diagnostic]) {
        let (all, problems) = await RecordFolder.loadAll(
            folder: siteDirectory.appendingPathComponent(Layout.announcements), displayPath: Layout.announcements,
            knownFields: AnnouncementDecoder.fields, decode: AnnouncementDecoder.decode)
        var out = problems
        out += DuplicateCheck.problems(keys: all.map { ($0.id, $0.location) }, what: "announcement id")
        return (firstPerID(all.sorted(by: byLocationWithinID)), out)
    }

    /// Places of `data/places.yml` (a YAML list of places), slugs checked for duplicates.
    public static func loadPlaces(siteDirectory: URL) async -> ([Place], [Diagnostic]) {
        let url = siteDirectory.appendingPathComponent(Layout.places)
        guard FileManager.default.fileExists(atPath: url.path) else { return ([], []) }
        let (all, problems) = RecordFolder.load(url, path: Layout.places, format: .yaml, knownFields: PlaceDecoder.fields) {
            record, _ in PlaceDecoder.decode(record)
        }
        var out = problems
        out += DuplicateCheck.problems(keys: all.map { ($0.slug, $0.location) }, what: "place slug")
        var seen: Set<String> = []
        let unique = all.sorted { ($0.slug, $0.location) < ($1.slug, $1.location) }.filter { seen.insert($0.slug).inserted }
        return (unique, out)
    }

    /// Airports of `data/airports/`: the OurAirports CSVs and every `*.db` (euro_aip), merged by
    /// ICAO code (see ``AirportMerge``). Loaded in parallel.
    public static func loadAirports(siteDirectory: URL) async -> ([Airport], [Diagnostic]) {
        let folder = siteDirectory.appendingPathComponent(Layout.airports)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let databases = names.filter { $0.lowercased().hasSuffix(".db") }
        async let csv = OurAirportsLoader.load(folder: folder, displayPath: Layout.airports)
        let euro = await withTaskGroup(of: (Int, [Airport], [Diagnostic]).self) { group in
            for (i, name) in databases.enumerated() {
                group.addTask {
                    let (airports, problems) = EuroAIPLoader.load(folder.appendingPathComponent(name),
                                                                  path: Layout.airports + "/" + name)
                    return (i, airports, problems)
                }
            }
            var all: [(Int, [Airport], [Diagnostic])] = []
            for await r in group { all.append(r) }
            return all.sorted { $0.0 < $1.0 }
        }
        let (tables, csvProblems) = await csv
        let merged = AirportMerge.merge(ourAirports: tables.airports, euroAIP: euro.map(\.1),
                                        countryNames: tables.countryNames, regionNames: tables.regionNames)
        return (merged, csvProblems + euro.flatMap(\.2))
    }

    /// Orders records by id, then by location, so the first of duplicates comes first.
    private static func byLocationWithinID<R: Identifiable & HasSourceLocation>(_ a: R, _ b: R) -> Bool where R.ID == String {
        (a.id, a.location) < (b.id, b.location)
    }

    /// Keeps the first record of each id (duplicates were reported).
    private static func firstPerID<R: Identifiable>(_ sorted: [R]) -> [R] where R.ID == String {
        var out: [R] = []
        out.reserveCapacity(sorted.count)
        for r in sorted where out.last?.id != r.id { out.append(r) }
        return out
    }
}

/// A record that knows where it was read.
protocol HasSourceLocation {
    var location: SourceLocation { get }
}

extension Charter: HasSourceLocation {}
extension Announcement: HasSourceLocation {}
