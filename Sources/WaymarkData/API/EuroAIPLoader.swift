import WaymarkCore
import Foundation
import GRDB
import WaymarkGeo
import WaymarkModel

/// Loads a euro_aip SQLite database (`*.db`): airports, runways, procedures, AIP entries and
/// border crossing points (schema: `docs/euro-aip-schema.md`).
///
/// The file is opened read-only through GRDB (as an `immutable=1` URI where SQLite accepts URIs)
/// and never written. Rows are located as
/// `file.db:table:rowid` in the diagnostics' `path` (line and column 0), e.g.
/// `data/airports/airports_small.db:runways:12: error: …`. Missing optional tables are fine;
/// missing columns read as empty values.
package enum EuroAIPLoader {
    /// The airports of the database at `url`, sorted by ICAO code, with their runways, procedures,
    /// AIP entries and border crossings attached. `path` is the file name shown in messages.
    package static func load(_ url: URL, path: String) -> ([Airport], [Diagnostic]) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "euro_aip"
        // Prefer an immutable URI (no locks, no journal files, fine on read-only media); fall back to a
        // plain read-only open where the SQLite library does not take URI file names.
        var candidates: [String] = []
        if let encoded = url.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) {
            candidates.append("file:\(encoded)?immutable=1")
        }
        candidates.append(url.path)
        var lastError: Error?
        for candidate in candidates {
            do {
                let queue = try DatabaseQueue(path: candidate, configuration: configuration)
                return try queue.read { db in try read(db, path: path) }
            } catch {
                lastError = error
            }
        }
        return ([], [.error("cannot read the euro_aip database: \(lastError.map { "\($0)" } ?? "unknown error")",
                            at: SourceLocation(path: path))])
    }

    /// The columns read from each table, by name: the fields the loader below uses. Other columns,
    /// generated ones included, are never selected, so they cost nothing however large their values.
    static let readColumns: [String: [String]] = [
        "airports": ["icao_code", "type", "name", "latitude_deg", "longitude_deg", "elevation_ft", "continent",
                     "iso_country", "iso_region", "municipality", "scheduled_service", "gps_code", "iata_code",
                     "local_code", "home_link", "wikipedia_link", "keywords"],
        "runways": ["airport_icao", "length_ft", "width_ft", "surface", "lighted", "closed"]
            + ["le", "he"].flatMap { end in
                ["ident", "latitude_deg", "longitude_deg", "elevation_ft", "heading_degT", "displaced_threshold_ft"].map { "\(end)_\($0)" }
            },
        "procedures": ["airport_icao", "name", "raw_name", "procedure_type", "approach_type", "runway_ident", "source"],
        "aip_entries": ["airport_icao", "section", "field", "std_field", "value"],
        "border_crossing_points": ["icao_code", "country_iso", "airport_name", "source", "matched_airport_icao"],
    ]

    /// Every row of `table` with its rowid location, holding the ``readColumns`` the table has
    /// (a missing one reads as empty); nothing when the table does not exist.
    static func rows(_ db: Database, _ table: String, path: String) throws -> [SQLiteRow] {
        guard try db.tableExists(table) else { return [] }
        let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
        let selected = (readColumns[table] ?? []).filter { present.contains($0.lowercased()) }
        let list = (["rowid AS waymark_rowid"] + selected.map { "\"\($0)\"" }).joined(separator: ", ")
        return try Row.fetchAll(db, sql: "SELECT \(list) FROM \"\(table)\" ORDER BY rowid").map { row in
            let rowid: DatabaseValue = row["waymark_rowid"]
            let id = Int64.fromDatabaseValue(rowid) ?? 0
            return SQLiteRow(row: row, location: SourceLocation(path: "\(path):\(table):\(id)"))
        }
    }

    static func read(_ db: Database, path: String) throws -> ([Airport], [Diagnostic]) {
        var problems: [Diagnostic] = []
        guard try db.tableExists("airports") else {
            return ([], [.error("not a euro_aip database: it has no table \"airports\"", at: SourceLocation(path: path))])
        }
        var airports: [String: Airport] = [:]
        for row in try rows(db, "airports", path: path) {
            guard let icao = row.text("icao_code") else {
                problems.append(.error("airport is missing the required field \"icao_code\"", at: row.location))
                continue
            }
            if let problem = FileNameLimit.problem(icao) {
                problems.append(.error("icao_code \"\(icao.prefix(40))…\" \(problem)", at: row.location))
                continue
            }
            if let earlier = airports[icao] {
                problems.append(.error("duplicate airport icao_code \"\(icao)\": first defined at \(earlier.location)", at: row.location))
                continue
            }
            airports[icao] = Airport(
                ident: icao, type: row.text("type") ?? "", name: row.text("name") ?? icao,
                coordinate: coordinate(row, "latitude_deg", "longitude_deg", problems: &problems),
                elevationFt: row.integer("elevation_ft", problems: &problems), continent: row.text("continent"),
                isoCountry: row.text("iso_country") ?? "", isoRegion: row.text("iso_region"),
                municipality: row.text("municipality"), scheduledService: row.flag("scheduled_service"),
                gpsCode: row.text("gps_code"), iataCode: row.text("iata_code"), localCode: row.text("local_code"),
                homeLink: row.text("home_link"), wikipediaLink: row.text("wikipedia_link"),
                keywords: row.text("keywords"), sources: [.euroAIP], location: row.location)
        }
        func attach(_ table: String, _ icao: String?, _ here: SourceLocation, _ body: (inout Airport) -> Void) {
            guard let icao else {
                problems.append(.error("\(table) row has no airport ICAO code", at: here))
                return
            }
            guard var airport = airports[icao] else {
                problems.append(.warning("\(table) row names airport \"\(icao)\", which is not in the airports table", at: here))
                return
            }
            body(&airport)
            airports[icao] = airport
        }
        for row in try rows(db, "runways", path: path) {
            func end(_ p: String) -> Runway.End {
                Runway.End(ident: row.text("\(p)_ident"),
                           coordinate: coordinate(row, "\(p)_latitude_deg", "\(p)_longitude_deg", optional: true,
                                                      problems: &problems),
                           elevationFt: row.number("\(p)_elevation_ft", problems: &problems),
                           headingDegT: row.number("\(p)_heading_degT", problems: &problems),
                           displacedThresholdFt: row.number("\(p)_displaced_threshold_ft", problems: &problems))
            }
            let runway = Runway(lengthFt: row.integer("length_ft", problems: &problems),
                                widthFt: row.integer("width_ft", problems: &problems),
                                surfaceText: row.text("surface"), lighted: row.flag("lighted"), closed: row.flag("closed"),
                                lowEnd: end("le"), highEnd: end("he"), location: row.location)
            attach("runways", row.text("airport_icao"), row.location) { $0.runways.append(runway) }
        }
        for row in try rows(db, "procedures", path: path) {
            let procedure = Procedure(name: row.text("name") ?? row.text("raw_name") ?? "",
                                      procedureType: row.text("procedure_type"), approachType: row.text("approach_type"),
                                      runwayIdent: row.text("runway_ident"), source: row.text("source"), location: row.location)
            attach("procedures", row.text("airport_icao"), row.location) { $0.procedures.append(procedure) }
        }
        for row in try rows(db, "aip_entries", path: path) {
            let entry = AIPEntry(section: row.text("section") ?? "", field: row.text("field") ?? "",
                                 standardField: row.text("std_field"), value: row.text("value") ?? "", location: row.location)
            attach("aip_entries", row.text("airport_icao"), row.location) { $0.aipEntries.append(entry) }
        }
        for row in try rows(db, "border_crossing_points", path: path) {
            let crossing = BorderCrossing(countryCode: row.text("country_iso") ?? "", name: row.text("airport_name") ?? "",
                                          source: row.text("source") ?? "", location: row.location)
            let icao = row.text("matched_airport_icao") ?? row.text("icao_code")
            attach("border_crossing_points", icao, row.location) { $0.borderCrossings.append(crossing) }
        }
        return (airports.values.sorted { $0.ident < $1.ident }, problems)
    }

    /// A validated coordinate from two columns; `nil` when either is NULL. Reports bad values as
    /// errors, or as warnings ending "; the position is ignored" when `optional` (runway ends).
    static func coordinate(_ row: SQLiteRow, _ latitude: String, _ longitude: String, optional: Bool = false,
                           problems: inout [Diagnostic]) -> Coordinate? {
        guard let lat = row.number(latitude, problems: &problems),
              let lon = row.number(longitude, problems: &problems) else { return nil }
        switch Coordinate.validated(latitude: lat, longitude: lon) {
        case .success(let c): return c
        case .failure(let e):
            let message = "\(e.field == .latitude ? latitude : longitude): \(e.description)"
            problems.append(optional ? .warning(message + "; the position is ignored", at: row.location)
                                     : .error(message, at: row.location))
            return nil
        }
    }
}
