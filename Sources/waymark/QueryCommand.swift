import ArgumentParser
import Foundation
import WaymarkConfig
import WaymarkData
import WaymarkDiscovery
import WaymarkModel
import WaymarkResolve

/// `waymark query charters|announcements|airports …`: runs one discovery query over a site's data
/// and prints it as a table, JSON, GeoJSON or CSV (docs/geo.md). Argument parsing only: the query
/// vocabulary is ``QuerySpec``'s, the answer ``DiscoveryIndex``'s, the output ``QueryFormat``'s.
struct QueryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "List charters, announcements or airports by place, distance, route, bounding box and filters.",
        discussion: """
        Distances take a unit: 10km, 25nm, 5mi, 800m (a bare number is km for charters and \
        announcements, NM for airports). Examples:
          waymark query announcements --near-place sodermalm
          waymark query airports --near-airport EGTF --nearest 5 --has-hard-runway
          waymark query airports --route EGTF,LFMD --within 30nm --format json
        """
    )

    @Argument(help: "What to list: charters, announcements or airports.")
    var subject: String

    @OptionGroup var siteOptions: SiteOptions

    // `.unconditional`: a value may start with "-", as southern and western coordinates do.
    @Option(parsing: .unconditional, help: "Measure from a point: \"latitude,longitude\" in degrees, e.g. \"59.33,18.07\" or -33.87,151.21.")
    var near: String?
    @Option(name: .customLong("near-place"), help: "Measure from a place of data/places.yml, by slug.")
    var nearPlace: String?
    @Option(name: .customLong("near-airport"), help: "Measure from an airport, by ICAO code.")
    var nearAirport: String?
    @Option(help: "Range around the point or corridor around the route, e.g. 10km, 30nm, 5mi.")
    var within: String?
    @Option(help: "Keep only the N nearest.")
    var nearest: String?
    @Option(parsing: .unconditional, help: "Keep only records inside west,south,east,north (degrees; west > east crosses 180°), e.g. -10,35,30,60.")
    var bbox: String?
    @Option(help: "Airports near a route of ICAO codes, e.g. EGTF,LFMD[,…].")
    var route: String?
    @Option(help: "Airports whose ICAO/IATA code, name or municipality matches the text.")
    var search: String?
    @Option(help: "Announcement statuses: lost, found, closed, active or all (comma-separated).")
    var status: String?
    @Option(help: "First day of the window, YYYY-MM-DD (charters: default today).")
    var from: String?
    @Option(help: "Last day of the window, YYYY-MM-DD.")
    var to: String?
    @Option(help: "ISO 3166-1 alpha-2 codes, comma-separated: the airport's country, or the country a charter is in.")
    var country: String?
    @Option(help: "Airport types, comma-separated: large_airport, medium_airport, small_airport, heliport, …")
    var type: String?
    @Flag(inversion: .prefixedNo, help: "Airports with (or without) instrument procedures.")
    var hasProcedures: Bool?
    @Flag(inversion: .prefixedNo, help: "Airports with (or without) a precision approach (ILS, GLS, PAR).")
    var hasPrecisionApproach: Bool?
    @Flag(inversion: .prefixedNo, help: "Airports with (or without) a hard-surfaced runway.")
    var hasHardRunway: Bool?
    @Option(name: .customLong("min-runway-length-ft"), help: "Airports whose longest runway is at least this many feet.")
    var minRunwayLengthFt: String?
    @Flag(inversion: .prefixedNo, help: "Airports that are (or are not) points of entry.")
    var pointOfEntry: Bool?
    @Option(help: "Airports selling these fuels: avgas, jet-a (comma-separated, all required).")
    var fuel: String?
    @Option(name: .customLong("vessel-type"), help: "Charter vessel types, comma-separated.")
    var vesselType: String?
    @Option(help: "Charter regions, comma-separated.")
    var region: String?
    @Option(help: "Unit for printed distances: km, nm, mi or m.")
    var unit: String?
    @Option(help: "Output format: table, json, geojson or csv.")
    var format: String = "table"

    /// The query the flags describe, or a usage error (exit 64) saying what was expected.
    func querySpec() throws(ValidationError) -> QuerySpec {
        guard let subject = QuerySubject(rawValue: subject.lowercased()) else {
            throw ValidationError(TerminalText.escaped("subject \"\(subject)\": expected charters, announcements or airports"))
        }
        var spec = QuerySpec(subject: subject)
        let flags: [(String, String?)] = [
            ("near", near), ("near-place", nearPlace), ("near-airport", nearAirport), ("within", within),
            ("nearest", nearest), ("bbox", bbox), ("route", route), ("search", search), ("status", status),
            ("from", from), ("to", to), ("country", country), ("type", type),
            ("has-procedures", hasProcedures.map(String.init)),
            ("has-precision-approach", hasPrecisionApproach.map(String.init)),
            ("has-hard-runway", hasHardRunway.map(String.init)),
            ("min-runway-length-ft", minRunwayLengthFt), ("point-of-entry", pointOfEntry.map(String.init)),
            ("fuel", fuel), ("vessel-type", vesselType), ("region", region), ("unit", unit),
        ]
        do {
            for case let (key, value?) in flags { try spec.set(key, value) }
            try spec.validate()
        } catch {
            throw ValidationError(TerminalText.escaped("--\(error.key) \(error.message)"))
        }
        return spec
    }

    /// The output format, or a usage error.
    func queryFormat() throws(ValidationError) -> QueryFormat {
        guard let f = QueryFormat(rawValue: format.lowercased()) else {
            throw ValidationError("--format \"\(format)\": expected table, json, geojson or csv")
        }
        return f
    }

    func validate() throws {
        _ = try querySpec()
        _ = try queryFormat()
        if case .failure(let e) = siteOptions.today() { throw ValidationError(e.description) }
    }

    func run() async throws {
        let spec = try querySpec()
        let format = try queryFormat()
        let today = try siteOptions.today().mapError { ValidationError($0.description) }.get()
        let index = try await loadIndex(today: today)
        let result: QueryResult
        do {
            result = try index.run(spec, today: today)
        } catch {
            // Unknown airports and places are values the user typed: a usage error (exit 64).
            FileHandle.standardError.write(Data("error: \(TerminalText.escaped(error.description))\n".utf8))
            throw ExitCode(ExitStatus.usageError)
        }
        let text: String
        do {
            text = try format.render(result)
        } catch {
            FileHandle.standardError.write(Data("error: could not write the result as \(format.rawValue): \(TerminalText.escaped(String(describing: error)))\n".utf8))
            throw ExitCode.failure
        }
        // Tables are for people; other formats are data, escaped by their own rules (JSON) or
        // kept exact (CSV) unless they go to a terminal.
        let escape = format == .table || isatty(STDOUT_FILENO) == 1
        FileHandle.standardOutput.write(Data((escape ? TerminalText.escaped(text, keepingLineBreaks: true) : text).utf8))
    }

    /// Loads, geocodes and indexes the site's records as `waymark build` does (``SiteRecords``), so
    /// the answer is the one a query block of the site shows. Content errors are printed as
    /// `path:line:col: error: …` and exit 1; warnings are left to `waymark check`.
    func loadIndex(today: CalendarDate) async throws -> DiscoveryIndex {
        let directory = URL(fileURLWithPath: siteOptions.site, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--site \"\(siteOptions.site)\": no such folder: expected a site folder (holds site.yml)")
        }
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("site.yml").path) else {
            throw ValidationError("--site \"\(siteOptions.site)\" has no site.yml: expected a site folder (holds site.yml)")
        }
        // Only the `sources:` and `defaults:` of `site.yml` matter here; a `site.yml` that cannot be
        // read gives neither, and its errors are reported with the data phase's.
        let loaded = SiteConfigLoader.load(io: .local, siteFolder: siteOptions.site, displayFolder: siteOptions.site)
        let records = await SiteRecords.load(siteFolder: siteOptions.site, displayFolder: siteOptions.site, today: today,
                                             sources: loaded.config?.sources ?? [],
                                             configErrors: loaded.diagnostics.filter { $0.severity == .error },
                                             sourceDrivers: SourceDrivers.standard,
                                             queryDefaults: loaded.config?.defaults ?? QueryDefaults())
        let diagnostics = Diagnostics(records.diagnostics).promoted(strict: siteOptions.strict)
        if diagnostics.hasErrors {
            for d in diagnostics.errors {
                FileHandle.standardError.write(Data((d.description + "\n").utf8))
            }
            throw ExitCode(ExitStatus.contentError)
        }
        return records.discovery
    }
}
