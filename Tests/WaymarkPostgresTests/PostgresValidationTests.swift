import Foundation
import Testing
import WaymarkData
import WaymarkModel
import WaymarkPages
import WaymarkPostgres
import WaymarkSite

/// Rows are validated exactly as file records are: the same messages, located at
/// `postgres:<source>:<id>`; PostgreSQL types arrive as the text a file would hold.
@Suite(TestServer.required) struct PostgresValidationTests {
    func build(sources: String, files: [String: String] = [:]) async throws -> BuildResult {
        let site = try SiteFolder(sources: sources)
        defer { site.remove() }
        for (path, text) in files {
            let full = site.path + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        var options = BuildOptions(siteFolder: site.path, outputFolder: site.path + "/Output", today: SiteFolder.today,
                                   mode: .validate, displayFolder: "site")
        options.sourceDrivers = [PostgresSourceDriver(environment: ["DSN": try TestServer.readerURL()])]
        return await SiteBuilder(pageKinds: .standard).build(options)
    }

    /// Each bad value gives the message the same value gives in a CSV file.
    @Test func badValuesGiveTheMessagesOfFiles() async throws {
        let csv = """
        id,status,date,latitude,longitude
        swapped,lost,2026-06-01,95,10
        bad-date,lost,2026-02-30,45,5
        bad-status,gone,,45,5
        Bad_Id,lost,,45,5
        """
        let fromFile = try await build(sources: "", files: ["data/announcements/pets.csv": csv])
        let fromSource = try await build(sources: """
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: |
              SELECT * FROM (VALUES
                ('swapped', 'lost', '2026-06-01', ST_SetSRID(ST_MakePoint(10, 95), 4326)),
                ('bad-date', 'lost', '2026-02-30', ST_SetSRID(ST_MakePoint(5, 45), 4326)),
                ('bad-status', 'gone', NULL, ST_SetSRID(ST_MakePoint(5, 45), 4326)),
                ('Bad_Id', 'lost', NULL, ST_SetSRID(ST_MakePoint(5, 45), 4326))
              ) AS pets(id, status, date, position)

        """)
        let fileErrors = fromFile.diagnostics.filter { $0.severity == .error }
        let sourceErrors = fromSource.diagnostics.filter { $0.severity == .error }
        #expect(fileErrors.count == 4)
        #expect(Set(sourceErrors.map(\.message)) == Set(fileErrors.map(\.message)))
        #expect(sourceErrors.map(\.location.path).sorted() == [
            "postgres:announcements:bad-date", "postgres:announcements:bad-status",
            "postgres:announcements:row 4", "postgres:announcements:swapped",
        ])
        #expect(sourceErrors.contains { $0.message == "latitude 95 is out of range: expected a number from -90 to 90 (latitude and longitude look swapped)" })
    }

    @Test func pointsMustBeWGS84Points() async throws {
        let result = try await build(sources: """
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: |
              SELECT * FROM (VALUES
                ('mercator', 'lost', ST_SetSRID(ST_MakePoint(1000, 1000), 3857)),
                ('area', 'lost', ST_MakeEnvelope(0, 0, 1, 1, 4326)),
                ('empty', 'lost', 'POINT EMPTY'::geometry),
                ('plain', 'lost', ST_MakePoint(2.5, 48.5)),
                ('high', 'lost', ST_SetSRID(ST_MakePoint(2.5, 48.5, 35), 4326))
              ) AS pets(id, status, position)

        """)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" }
        #expect(errors == [
            "postgres:announcements:area: column \"position\" holds a POLYGON, not a point: expected a POINT, e.g. ST_PointOnSurface(position) in the query",
            "postgres:announcements:mercator: column \"position\" is in SRID 3857: expected WGS 84 (SRID 4326), e.g. ST_Transform(position, 4326) in the query",
        ])
        let data = try #require(result.data)
        #expect(data.announcements.first { $0.id == "empty" }?.coordinate == nil)
        #expect(data.announcements.first { $0.id == "plain" }.flatMap(\.coordinate).map { [$0.latitude, $0.longitude] } == [48.5, 2.5])
        #expect(data.announcements.first { $0.id == "high" }.flatMap(\.coordinate).map { [$0.latitude, $0.longitude] } == [48.5, 2.5])
    }

    /// Numbers, dates, booleans, arrays and UUIDs as PostgreSQL types; columns matched by name
    /// ignoring case and underscores; unknown columns are warnings at the query.
    @Test func typesAndNamesMapOntoFields() async throws {
        let result = try await build(sources: """
        sources:
          charters:
            postgres: ${DSN}
            timeout: 600s
            query: |
              SELECT 'typed' AS id, 'Typed' AS name, 45.5::numeric(8,5) AS latitude, 4.25::real AS longitude,
                     DATE '2026-07-01' AS start, '2026-07-08'::date AS "End", 8::int2 AS berths,
                     ARRAY['a', 'b']::varchar[] AS tags, 'sailing yacht'::char(20) AS vessel_type,
                     gen_random_uuid() AS captain, true AS colour

        """)
        let charter = try #require(result.data?.charters.first)
        #expect(charter.coordinate.map { [$0.latitude, $0.longitude] } == [45.5, 4.25])
        #expect(charter.start == CalendarDate(year: 2026, month: 7, day: 1))
        #expect(charter.end == CalendarDate(year: 2026, month: 7, day: 8))
        #expect(charter.berths == 8)
        #expect(charter.tags == ["a", "b"])
        #expect(charter.vesselType == "sailing yacht")
        #expect(charter.captain?.count == 36)
        #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("unknown field \"colour\": expected one of id, name,") })
    }

    /// A timestamp gives its date part, as `2026-06-01 12:30:00` does in a file (a `timestamptz`
    /// its UTC date); an infinite date is reported as a file's bad date is.
    @Test func timestampsGiveTheirDate() async throws {
        let result = try await build(sources: """
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: |
              SELECT * FROM (VALUES ('ts', 'lost', TIMESTAMP '2026-06-01 12:30:00', NULL::date),
                                    ('tz', 'lost', NULL, NULL), ('never', 'lost', NULL, DATE 'infinity')) AS t(id, status, date, day)

        """)
        let data = try #require(result.data)
        #expect(data.announcements.first { $0.id == "ts" }?.date == CalendarDate(year: 2026, month: 6, day: 1))
        #expect(result.diagnostics.map(\.message).contains("unknown field \"day\": expected one of id, status, species, petName, breed, color, date, latitude, longitude, address, photo, contact, description"))
        let zoned = try await build(sources: """
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: SELECT 'tz' AS id, 'lost' AS status, TIMESTAMPTZ '2026-06-01 23:30:00-03' AS date, DATE 'infinity' AS "Date"

        """)
        #expect(zoned.data?.announcements.first?.date == CalendarDate(year: 2026, month: 6, day: 2))
        #expect(zoned.diagnostics.map(\.message).contains("column \"Date\" is given twice: first at column 3; only the first is used"))
    }

    /// Rows stream through: 50,000 generated rows all arrive, typed, in the data phase.
    @Test func manyRowsStream() async throws {
        let declaration = RecordSourceDeclaration(
            name: "many", records: .announcements, driver: "postgres", connection: "${DSN}",
            query: "SELECT 'pet-' || n AS id, 'lost' AS status, n % 28 + 1 AS species FROM generate_series(1, 50000) AS n",
            // What is tested is that every row arrives, not how fast: in a full `make test` the
            // whole-site suites beside it took this past the 60 s default on two cores.
            timeoutSeconds: 600, location: SourceLocation(path: "site.yml", line: 3, column: 3))
        let sources = RecordSources(declarations: [declaration],
                                    drivers: [PostgresSourceDriver(environment: ["DSN": try TestServer.readerURL()])])
        let (data, diagnostics) = await SiteData.load(siteDirectory: URL(fileURLWithPath: "/nonexistent"), strict: true, sources: sources)
        #expect(diagnostics.items.isEmpty)
        #expect(data.announcements.count == 50_000)
        #expect(data.announcements.first { $0.id == "pet-50000" }?.species == "21")
    }
}
