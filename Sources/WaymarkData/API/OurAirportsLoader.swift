import WaymarkCore
import Foundation
import WaymarkGeo
import WaymarkModel

/// Loads OurAirports CSV files (`airports.csv`, `runways.csv`, `countries.csv`, `regions.csv`).
///
/// Every file is optional; runways are attached to airports by `airport_ident`. The four files are
/// parsed in parallel. Empty cells are missing values, but text such as `NA` (Namibia) is kept as is.
package enum OurAirportsLoader {
    /// Columns `airports.csv` must have. `id`, the OurAirports key of every file, is required too:
    /// a header without it is not an OurAirports header (a column was dropped or shifted).
    static let requiredAirportColumns = ["id", "ident", "type", "name", "latitude_deg", "longitude_deg", "iso_country"]
    /// Columns `runways.csv` must have.
    static let requiredRunwayColumns = ["id", "airport_ident", "length_ft", "surface"]
    /// Columns `countries.csv` and `regions.csv` must have.
    static let requiredNameColumns = ["id", "code", "name"]

    /// What the OurAirports files of a folder hold.
    package struct Tables: Sendable {
        /// Airports in file order, runways attached, country and region names filled.
        package var airports: [Airport]
        /// ISO 3166-1 alpha-2 code → country name, from countries.csv (`NA` → Namibia).
        package var countryNames: [String: String]
        /// ISO 3166-2 style code → region name, from regions.csv.
        package var regionNames: [String: String]
    }

    /// Loads the OurAirports files of `folder`, any link followed; `displayPath` prefixes file names
    /// in messages.
    package static func load(folder: URL, displayPath: String) async -> (Tables, [Diagnostic]) {
        await load(folder: folder, displayPath: displayPath, files: SiteFileSystem(root: nil), present: nil)
    }

    /// Loads the OurAirports files of `folder`; `displayPath` prefixes file names in messages.
    /// `present` names the regular files of the folder (`nil`: look at the folder itself); files
    /// are read through `files`, so an unreadable file or a link out of the site is an error.
    package static func load(folder: URL, displayPath: String, files: SiteFileSystem,
                             present: Set<String>?) async -> (Tables, [Diagnostic]) {
        func file(_ name: String) -> (URL, String)? {
            let url = folder.appendingPathComponent(name)
            if let present {
                guard present.contains(name) else { return nil }
            } else {
                var info = stat()
                guard lstat(url.path, &info) == 0 else { return nil }
            }
            return (url, displayPath.isEmpty ? name : displayPath + "/" + name)
        }
        async let airportsTable = table(file("airports.csv"), files: files)
        async let runwaysTable = table(file("runways.csv"), files: files)
        async let countriesTable = table(file("countries.csv"), files: files)
        async let regionsTable = table(file("regions.csv"), files: files)
        let tables = await (airportsTable, runwaysTable, countriesTable, regionsTable)
        var problems = [tables.0, tables.1, tables.2, tables.3].flatMap { $0?.2 ?? [] }
        let countries = names(tables.2, key: "code", problems: &problems)
        let regions = names(tables.3, key: "code", problems: &problems)
        var runwaysByIdent: [String: [Runway]] = [:]
        if let (table, path, _) = tables.1 {
            runwaysByIdent = runways(table, path: path, problems: &problems)
        }
        var airports: [Airport] = []
        if let (table, path, _) = tables.0 {
            airports = self.airports(table, path: path, runways: &runwaysByIdent, countries: countries,
                                     regions: regions, problems: &problems)
        }
        for (ident, list) in runwaysByIdent.sorted(by: { $0.key < $1.key }) {
            guard let first = list.first else { continue }
            problems.append(.warning("runway of airport_ident \"\(ident)\" has no airport in airports.csv", at: first.location))
        }
        return (Tables(airports: airports, countryNames: countries, regionNames: regions), problems)
    }

    /// Parses one file in a child task, `nil` when the file is absent.
    static func table(_ file: (URL, String)?, files: SiteFileSystem) async -> (CSVTable, String, [Diagnostic])? {
        guard let (url, path) = file else { return nil }
        let empty = CSVTable(header: [], rows: [], lines: [])
        let bytes: [UInt8]
        do {
            bytes = try files.read(url.path)
        } catch {
            return (empty, path, error.diagnostics { _ in path })
        }
        files.sources?.add(path: path, bytes: bytes)
        switch UTF8Text.decode(bytes) {
        case .success(let text):
            let (table, problems) = CSVTable.parse(text, path: path)
            return (table, path, problems)
        case .failure(let problem):
            return (empty, path, [problem.diagnostic(path: path)])
        }
    }

    /// `code` → `name` from countries.csv or regions.csv.
    static func names(_ loaded: (CSVTable, String, [Diagnostic])?, key: String, problems: inout [Diagnostic]) -> [String: String] {
        guard let (table, path, _) = loaded else { return [:] }
        let columns = table.columnIndex()
        guard hasColumns(requiredNameColumns, table, path: path, problems: &problems),
              let k = columns[key], let n = columns["name"] else { return [:] }
        var out: [String: String] = [:]
        out.reserveCapacity(table.rows.count)
        for row in table.rows where !row[k].isEmpty { out[row[k]] = row[n] }
        return out
    }

    /// Reports required columns a header lacks, at line 1; true when all are there.
    static func hasColumns(_ required: [String], _ table: CSVTable, path: String, problems: inout [Diagnostic]) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let expected = "the OurAirports header of \(file), with " + Self.list(required)
        guard !table.header.isEmpty else {
            problems.append(.error("the file is empty: expected \(expected)", at: SourceLocation(path: path, line: 1, column: 1)))
            return false
        }
        let missing = table.missingColumns(required, path: path, expected: expected)
        problems += missing
        return missing.isEmpty
    }

    /// `a, b and c`.
    private static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The columns of one runway end (`le_*` or `he_*`).
    struct EndColumns {
        let ident, latitude, longitude, elevation, heading, displaced: CSVColumn
        init(_ prefix: String, _ columns: [String: Int]) {
            ident = CSVColumn(prefix + "_ident", in: columns)
            latitude = CSVColumn(prefix + "_latitude_deg", in: columns)
            longitude = CSVColumn(prefix + "_longitude_deg", in: columns)
            elevation = CSVColumn(prefix + "_elevation_ft", in: columns)
            heading = CSVColumn(prefix + "_heading_degT", in: columns)
            displaced = CSVColumn(prefix + "_displaced_threshold_ft", in: columns)
        }
    }

    static func runways(_ table: CSVTable, path: String, problems: inout [Diagnostic]) -> [String: [Runway]] {
        let columns = table.columnIndex()
        guard hasColumns(requiredRunwayColumns, table, path: path, problems: &problems) else { return [:] }
        func column(_ name: String) -> CSVColumn { CSVColumn(name, in: columns) }
        let airportIdent = column("airport_ident"), length = column("length_ft"), width = column("width_ft")
        let surface = column("surface"), lighted = column("lighted"), closed = column("closed")
        let low = EndColumns("le", columns), high = EndColumns("he", columns)
        var out: [String: [Runway]] = [:]
        for (cells, line) in zip(table.rows, table.lines) {
            let row = CSVRow(cells: cells, line: line, path: path)
            guard let ident = row.text(airportIdent) else {
                problems.append(.error("runway is missing the required field \"airport_ident\"", at: row.location(airportIdent)))
                continue
            }
            func end(_ c: EndColumns) -> Runway.End {
                Runway.End(ident: row.text(c.ident),
                           coordinate: row.coordinate(latitude: c.latitude, longitude: c.longitude, optional: true, problems: &problems),
                           elevationFt: row.number(c.elevation, problems: &problems),
                           headingDegT: row.number(c.heading, problems: &problems),
                           displacedThresholdFt: row.number(c.displaced, problems: &problems))
            }
            let runway = Runway(lengthFt: row.integer(length, problems: &problems),
                                widthFt: row.integer(width, problems: &problems),
                                surfaceText: row.text(surface), lighted: row.flag(lighted), closed: row.flag(closed),
                                lowEnd: end(low), highEnd: end(high),
                                location: SourceLocation(path: path, line: line, column: 1))
            out[ident, default: []].append(runway)
        }
        return out
    }

    static func airports(_ table: CSVTable, path: String, runways: inout [String: [Runway]], countries: [String: String],
                         regions: [String: String], problems: inout [Diagnostic]) -> [Airport] {
        let columns = table.columnIndex()
        guard hasColumns(requiredAirportColumns, table, path: path, problems: &problems) else { return [] }
        func column(_ name: String) -> CSVColumn { CSVColumn(name, in: columns) }
        let identColumn = column("ident"), type = column("type"), name = column("name")
        let latitude = column("latitude_deg"), longitude = column("longitude_deg"), elevation = column("elevation_ft")
        let continent = column("continent"), isoCountry = column("iso_country"), isoRegion = column("iso_region")
        let municipality = column("municipality"), scheduled = column("scheduled_service"), gps = column("gps_code")
        let iata = column("iata_code"), local = column("local_code"), home = column("home_link")
        let wikipedia = column("wikipedia_link"), keywords = column("keywords")
        var out: [Airport] = []
        out.reserveCapacity(table.rows.count)
        var seen: [String: SourceLocation] = [:]
        for (cells, line) in zip(table.rows, table.lines) {
            let row = CSVRow(cells: cells, line: line, path: path)
            guard let ident = row.text(identColumn) else {
                problems.append(.error("airport is missing the required field \"ident\"", at: row.location(identColumn)))
                continue
            }
            if let earlier = seen[ident] {
                problems.append(.error("duplicate airport ident \"\(ident)\": first defined at \(earlier)", at: row.location(identColumn)))
                continue
            }
            if let problem = FileNameLimit.problem(ident) {
                problems.append(.error("ident \"\(ident.prefix(40))…\" \(problem)", at: row.location(identColumn)))
                continue
            }
            seen[ident] = row.location(identColumn)
            let country = row.text(isoCountry) ?? ""
            let region = row.text(isoRegion)
            out.append(Airport(
                ident: ident, type: row.text(type) ?? "", name: row.text(name) ?? ident,
                coordinate: row.coordinate(latitude: latitude, longitude: longitude, problems: &problems),
                elevationFt: row.integer(elevation, problems: &problems), continent: row.text(continent),
                isoCountry: country, isoRegion: region, municipality: row.text(municipality),
                scheduledService: row.flag(scheduled), gpsCode: row.text(gps),
                iataCode: row.text(iata), localCode: row.text(local), homeLink: row.text(home),
                wikipediaLink: row.text(wikipedia), keywords: row.text(keywords),
                countryName: countries[country], regionName: region.flatMap { regions[$0] },
                runways: runways.removeValue(forKey: ident) ?? [], sources: [.ourAirports],
                location: SourceLocation(path: path, line: line, column: 1)))
        }
        return out
    }
}
