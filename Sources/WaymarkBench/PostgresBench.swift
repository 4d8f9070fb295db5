import Foundation
import WaymarkData
import WaymarkModel
import WaymarkPostgres

/// The PostgreSQL source against files: 1,000,000 announcements read into the data phase's loader
/// (`SiteData.load`) from a PostgreSQL/PostGIS table, and the same rows from a CSV file that `psql`
/// exports from that table. Each read runs in a child process of its own (this program again), so
/// its peak resident memory is its own; the best of three runs is printed, with rows per second.
///
/// Needs the server `scripts/with-test-postgres.sh` starts (`make bench` runs under it); without
/// `WAYMARK_TEST_POSTGRES_URL` it prints "skipped". `WAYMARK_PG_BENCH_ROWS` changes the row count.
enum PostgresBench {
    static let table = "bench_announcements"

    static func run() async {
        let environment = ProcessInfo.processInfo.environment
        if let mode = environment["WAYMARK_PG_BENCH_CHILD"] {
            await child(mode: mode, site: environment["WAYMARK_PG_BENCH_SITE"] ?? "")
            return
        }
        let rows = Int(environment["WAYMARK_PG_BENCH_ROWS"] ?? "") ?? 1_000_000
        let label = "data.postgres-\(rows >= 1_000_000 && rows % 1_000_000 == 0 ? "\(rows / 1_000_000)m" : "\(rows)")"
        guard let url = environment["WAYMARK_TEST_POSTGRES_URL"] else {
            print("\(label): skipped (no PostgreSQL server: `make bench` starts one with scripts/with-test-postgres.sh)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-pg-bench-\(getpid())")
        defer { BenchScratch.discard(folder) }
        let csvSite = folder.appendingPathComponent("csv-site"), sourceSite = folder.appendingPathComponent("source-site")
        do {
            try FileManager.default.createDirectory(at: csvSite.appendingPathComponent("data/announcements"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: sourceSite, withIntermediateDirectories: true)
            let started = DispatchTime.now().uptimeNanoseconds
            try psql(url, "DROP TABLE IF EXISTS \(table); " + createTable(rows: rows))
            try psql(url, "\\copy (SELECT id, status, species, pet_name AS \"petName\", breed, colour AS color, last_seen AS date, "
                     + "ST_Y(position::geometry) AS latitude, ST_X(position::geometry) AS longitude, address, contact, description "
                     + "FROM \(table)) TO '\(csvSite.path)/data/announcements/bench.csv' WITH (FORMAT csv, HEADER)")
            let setup = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            print("\(label).setup: \(DataBench.format(setup)) s to make the table and export it as CSV (not part of the figures)")
        } catch {
            print("\(label): skipped (\(error))")
            return
        }
        defer { try? psql(url, "DROP TABLE IF EXISTS \(table)") }
        let baseline = measureChild(mode: "none", site: "", url: url)
        print("\(label).baseline: \(format(baseline?.peakMB)) MB peak resident for a child that reads nothing")
        for (mode, site, what) in [("csv", csvSite.path, "a CSV file"), ("postgres", sourceSite.path, "PostgreSQL")] {
            var best: ChildFigures?
            for _ in 0..<3 {
                guard let figures = measureChild(mode: mode, site: site, url: url) else { continue }
                if best.map({ figures.seconds < $0.seconds }) ?? true { best = figures }
            }
            guard let best, best.count == rows else {
                print("\(label).\(mode): failed (\(best.map { "\($0.count) of \(rows) rows" } ?? "no child result"))")
                continue
            }
            let perSecond = Int(Double(best.count) / best.seconds)
            print("\(label).\(mode): \(DataBench.format(best.seconds)) s for \(SiteBench.grouped(best.count)) announcements from \(what) "
                  + "(\(SiteBench.grouped(perSecond)) rows/s, \(DataBench.format(best.cpu)) s CPU), \(format(best.peakMB)) MB peak resident")
        }
    }

    /// The bench table: `rows` announcements, every column filled, positions spread over the world
    /// (both sides of 180°) by fixed arithmetic on the row number.
    static func createTable(rows: Int) -> String {
        """
        CREATE TABLE \(table) AS
        SELECT 'pet-' || n AS id,
               (ARRAY['lost', 'found', 'closed', 'active'])[n % 4 + 1] AS status,
               (ARRAY['cat', 'dog', 'rabbit', 'bird'])[n % 4 + 1] AS species,
               'Pet ' || n AS pet_name, 'mixed' AS breed, 'brown' AS colour,
               DATE '2025-01-01' + n % 365 AS last_seen,
               ST_SetSRID(ST_MakePoint((n::bigint * 7919 % 360000) / 1000.0 - 180, (n::bigint * 104729 % 140000) / 1000.0 - 70), 4326)::geography AS position,
               'Street ' || n % 97 AS address, '+1 555 ' || n AS contact,
               'Seen near the park, ' || n || '. **Friendly**.' AS description
        FROM generate_series(1, \(rows)) AS n;
        """
    }

    struct ChildFigures {
        var count: Int
        var seconds: Double
        var cpu: Double
        var peakMB: Double
    }

    /// Runs this program as a child reading `site` (`mode`: csv, postgres or none) and reads its figures.
    static func measureChild(mode: String, site: String, url: String) -> ChildFigures? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        var environment = ProcessInfo.processInfo.environment
        environment["WAYMARK_BENCH"] = "postgres"
        environment["WAYMARK_PG_BENCH_CHILD"] = mode
        environment["WAYMARK_PG_BENCH_SITE"] = site
        environment["WAYMARK_PG_BENCH_DSN"] = url
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, numbers.count == 4 else { return nil }
        return ChildFigures(count: Int(numbers[0]), seconds: numbers[1], cpu: numbers[2], peakMB: numbers[3])
    }

    /// In the child: one `SiteData.load` of `site`, then `count seconds cpu peakMB` on one line.
    static func child(mode: String, site: String) async {
        var sources = RecordSources()
        if mode == "postgres" {
            let declaration = RecordSourceDeclaration(
                name: "announcements", records: .announcements, driver: "postgres", connection: "${WAYMARK_PG_BENCH_DSN}",
                query: "SELECT id, status, species, pet_name, breed, colour AS color, last_seen AS date, position, address, contact, description FROM \(table)",
                timeoutSeconds: 600, location: SourceLocation(path: "site.yml"))
            sources = RecordSources(declarations: [declaration], drivers: [PostgresSourceDriver()])
        }
        var count = 0
        let (wall, cpu) = await DataBench.measure {
            guard mode != "none" else { return }
            let (data, diagnostics) = await SiteData.load(siteDirectory: URL(fileURLWithPath: site), strict: false, sources: sources)
            count = diagnostics.hasErrors ? -1 : data.announcements.count
        }
        print("\(count) \(wall) \(cpu) \(SiteBench.peakResidentMegabytes())")
    }

    private static func psql(_ url: String, _ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", url, "-c", command]
        process.standardOutput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["PGOPTIONS"] = "-c client_min_messages=warning"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "psql failed: \(command.prefix(60))…"])
        }
    }

    private static func format(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "?" }
}
