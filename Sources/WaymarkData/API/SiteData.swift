import Foundation
import WaymarkCore
import WaymarkModel

/// Everything a site's `data/` folder holds, loaded, typed and validated (fields: Content/data/README.md).
///
/// Load with ``SiteData/load(siteDirectory:strict:)``. Records are sorted by id (places by slug,
/// airports by ident); `private` charters are already dropped.
package struct SiteData: Sendable {
    /// Public and unlisted charters, sorted by id.
    package var charters: [Charter]
    /// Announcements, sorted by id.
    package var announcements: [Announcement]
    /// Places from `data/places.yml`, sorted by slug.
    package var places: [Place]
    /// Airports merged from OurAirports CSV and euro_aip databases, sorted by ident.
    package var airports: [Airport]
    /// Private charters dropped at load (counted for summaries, never kept).
    package var droppedPrivateCharters: Int

    /// Creates site data from records already loaded (tests, other stages).
    package init(charters: [Charter] = [], announcements: [Announcement] = [], places: [Place] = [],
               airports: [Airport] = [], droppedPrivateCharters: Int = 0) {
        self.charters = charters
        self.announcements = announcements
        self.places = places
        self.airports = airports
        self.droppedPrivateCharters = droppedPrivateCharters
    }

    /// Folder and file names under the site folder.
    package enum Layout {
        /// Charter files, any mix of YAML, JSON and CSV.
        package static let charters = "data/charters"
        /// Announcement files, any mix of YAML, JSON and CSV.
        package static let announcements = "data/announcements"
        /// The YAML list of places.
        package static let places = "data/places.yml"
        /// OurAirports CSVs and euro_aip `*.db` files.
        package static let airports = "data/airports"
    }

    /// `root/path`, or `path` when `root` is empty or `.`.
    package static func displayPath(_ path: String, under root: String) -> String {
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        return trimmed.isEmpty || trimmed == "." ? path : trimmed + "/" + path
    }

    /// Loads and validates the site's data. Charters, announcements, places and airports load in
    /// parallel. Every problem of the run is returned, sorted by path, line, column and message;
    /// when `strict` is true warnings are returned as errors. Paths in diagnostics are relative to
    /// the site folder (`data/charters/med.yml`); SQLite rows are `data/airports/x.db:table:rowid`.
    /// Records whose identity is missing or invalid (charter id/name, announcement id/status, place
    /// name/slug/location, airport ident) are left out; any other bad field is reported and read as
    /// absent, so previews can still show the rest. A missing folder or file is simply empty.
    /// `displayRoot` is put in front of every path in messages (e.g. `Content` gives
    /// `Content/data/charters/med.yml`); empty by default (site-relative paths).
    /// `sources` are read while the airports load; their records join the files' records of the same
    /// kind (duplicate ids are checked over both) and are located as `postgres:<source>:<id>`.
    package static func load(siteDirectory: URL, strict: Bool, displayRoot: String = "",
                           sources: RecordSources = RecordSources()) async -> (SiteData, Diagnostics) {
        await load(siteDirectory: siteDirectory, strict: strict, displayRoot: displayRoot, sources: sources,
                   sourceStore: nil)
    }

    /// ``load(siteDirectory:strict:displayRoot:sources:)`` keeping the text of every record file
    /// read in `sourceStore`.
    /// `rows`: what an earlier build decoded from CSV rows that are unchanged (``CSVRowReuse``).
    package static func load(siteDirectory: URL, strict: Bool, displayRoot: String,
                             sources: RecordSources, sourceStore: SourceStore?,
                             rows: CSVRowReuses = CSVRowReuses()) async -> (SiteData, Diagnostics) {
        let files = SiteFileSystem(root: siteDirectory.path, sources: sourceStore)
        async let airports = loadAirports(siteDirectory: siteDirectory, displayRoot: displayRoot, files: files)
        let read = await sources.read()
        async let charters = loadCharters(siteDirectory: siteDirectory, displayRoot: displayRoot, files: files,
                                          extra: read.map(\.charters), reuse: rows.charters)
        async let announcements = loadAnnouncements(siteDirectory: siteDirectory, displayRoot: displayRoot, files: files,
                                                    extra: read.map(\.announcements), reuse: rows.announcements)
        async let places = loadPlaces(siteDirectory: siteDirectory, displayRoot: displayRoot, files: files,
                                      extra: read.map(\.places))
        let (c, a, p, ap) = await (charters, announcements, places, airports)
        var diagnostics = Diagnostics()
        for source in read { diagnostics.append(contentsOf: source.diagnostics) }
        diagnostics.append(contentsOf: c.1)
        diagnostics.append(contentsOf: a.1)
        diagnostics.append(contentsOf: p.1)
        diagnostics.append(contentsOf: ap.1)
        let data = SiteData(charters: c.0.kept, announcements: a.0, places: p.0, airports: ap.0,
                            droppedPrivateCharters: c.0.droppedPrivate)
        return (data, Diagnostics(diagnostics.promoted(strict: strict).sorted))
    }

    /// Charters of `data/charters/` and `extra` ones (from sources): duplicates checked over all of
    /// them, then `private` ones dropped.
    package static func loadCharters(siteDirectory: URL, displayRoot: String = "", files: SiteFileSystem? = nil,
                                    extra: [[Charter]] = [], reuse: (any CSVRowReuse<Charter>)? = nil) async
        -> ((kept: [Charter], droppedPrivate: Int), [Diagnostic]) {
        let (loaded, problems) = await RecordFolder.loadAll(
            folder: siteDirectory.appendingPathComponent(Layout.charters), displayPath: displayPath(Layout.charters, under: displayRoot),
            knownFields: CharterDecoder.fields, requiredFields: CharterDecoder.requiredFields,
            files: files ?? SiteFileSystem(root: siteDirectory.path), reuse: reuse, decode: CharterDecoder.decode)
        let all = loaded + extra
        let (unique, duplicates) = DuplicateCheck.unique(all, key: \.id, location: \.location, what: "charter id")
        let kept = unique.filter { $0.visibility != .private }
        let privateCount = all.reduce(0) { $0 + $1.filter { $0.visibility == .private }.count }
        return ((kept, privateCount), problems + duplicates)
    }

    /// Announcements of `data/announcements/` and `extra` ones (from sources), duplicates checked.
    package static func loadAnnouncements(siteDirectory: URL, displayRoot: String = "", files: SiteFileSystem? = nil,
                                         extra: [[Announcement]] = [], reuse: (any CSVRowReuse<Announcement>)? = nil) async
        -> ([Announcement], [Diagnostic]) {
        let (loaded, problems) = await RecordFolder.loadAll(
            folder: siteDirectory.appendingPathComponent(Layout.announcements), displayPath: displayPath(Layout.announcements, under: displayRoot),
            knownFields: AnnouncementDecoder.fields, requiredFields: AnnouncementDecoder.requiredFields,
            files: files ?? SiteFileSystem(root: siteDirectory.path), reuse: reuse, decode: AnnouncementDecoder.decode)
        let (unique, duplicates) = DuplicateCheck.unique(loaded + extra, key: \.id, location: \.location, what: "announcement id")
        return (unique, problems + duplicates)
    }

    /// Places of `data/places.yml` (a YAML list of places) and `extra` ones (from sources), slugs
    /// checked for duplicates.
    package static func loadPlaces(siteDirectory: URL, displayRoot: String = "", files: SiteFileSystem? = nil,
                                  extra: [[Place]] = []) async -> ([Place], [Diagnostic]) {
        let url = siteDirectory.appendingPathComponent(Layout.places)
        var all: [Place] = []
        var problems: [Diagnostic] = []
        var info = stat()
        if lstat(url.path, &info) == 0 {  // no places.yml: no places from files
            (all, problems) = RecordFolder.load(url, path: displayPath(Layout.places, under: displayRoot), format: .yaml,
                                                knownFields: PlaceDecoder.fields, files: files ?? SiteFileSystem(root: siteDirectory.path)) {
                record, _ in PlaceDecoder.decode(record)
            }
        }
        let (unique, duplicates) = DuplicateCheck.unique([all] + extra, key: \.slug, location: \.location, what: "place slug")
        return (unique, problems + duplicates)
    }

    /// Airports of `data/airports/`: the OurAirports CSVs and every `*.db` (euro_aip), merged by
    /// ICAO code (see ``AirportMerge``). Loaded in parallel.
    package static func loadAirports(siteDirectory: URL, displayRoot: String = "", files: SiteFileSystem? = nil) async -> ([Airport], [Diagnostic]) {
        let folder = siteDirectory.appendingPathComponent(Layout.airports)
        let files = files ?? SiteFileSystem(root: siteDirectory.path)
        let display = displayPath(Layout.airports, under: displayRoot)
        var listingProblems: [Diagnostic] = []
        var entries: [SiteFileSystem.Entry] = []
        do {
            if let listing = try files.entries(of: folder.path) {
                entries = listing.entries
                listingProblems = listing.problems.filter { item in
                    let name = item.path.split(separator: "/").last.map(String.init) ?? ""
                    return !name.hasPrefix(".")
                }.map { $0.diagnostic { FileAccessError.display($0, folder: folder.path, as: display) } }
            }
        } catch {
            listingProblems = error.diagnostics { FileAccessError.display($0, folder: folder.path, as: display) }
        }
        let databases = entries.filter { $0.isFile && $0.name.lowercased().hasSuffix(".db") }.map(\.name)
        let csvNames = Set(entries.filter(\.isFile).map(\.name))
        async let csv = OurAirportsLoader.load(folder: folder, displayPath: display, files: files, present: csvNames)
        let euro = await withTaskGroup(of: (Int, [Airport], [Diagnostic]).self) { group in
            for (i, name) in databases.enumerated() {
                group.addTask {
                    let path = displayPath(Layout.airports + "/" + name, under: displayRoot)
                    let url = folder.appendingPathComponent(name)
                    do throws(FileAccessError) {
                        try files.checkReadableFile(url.path)
                    } catch {
                        return (i, [Airport](), error.diagnostics { _ in path })
                    }
                    let (airports, problems) = EuroAIPLoader.load(url, path: path)
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
        return (merged.airports, listingProblems + csvProblems + euro.flatMap(\.2) + merged.diagnostics)
    }
}
