import Foundation
import Testing
import WaymarkModel
import WaymarkSite

/// A source that cannot be read fails the build with one clear error at the `postgres:` line of
/// site.yml (connecting) or at the query (querying), never shows the password, and leaves the
/// previous output as it was.
@Suite(TestServer.required) struct PostgresFailureTests {
    /// Builds a site with one announcements source into a folder that already holds `Output/marker.txt`;
    /// returns the error lines and whether the marker survived.
    /// The source's `timeout` comes after the query, so the query's lines are the same with any.
    /// Unless a test is about the time-out, it is far beyond the test (a loaded machine must not
    /// turn a slow answer into a failure).
    func fail(connection: String = "${DSN}", query: String = "SELECT id, status FROM announcements", timeout: String = "600s",
              environment: [String: String]) async throws -> (errors: [Diagnostic], outputKept: Bool) {
        let site = try SiteFolder(sources: """
        sources:
          announcements:
            postgres: \(connection)
            query: |
              \(query.replacingOccurrences(of: "\n", with: "\n      "))
            timeout: \(timeout)

        """)
        defer { site.remove() }
        let output = site.path + "/Output"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "previous build".write(toFile: output + "/marker.txt", atomically: true, encoding: .utf8)
        let result = await SiteFolder.build(site.path, into: output, environment: environment)
        #expect(!result.succeeded)
        let kept = (try? String(contentsOfFile: output + "/marker.txt", encoding: .utf8)) == "previous build"
        return (result.diagnostics.filter { $0.severity == .error }, kept)
    }

    @Test func wrongPasswordIsAnAuthenticationErrorWithoutThePassword() async throws {
        let reader = try TestServer.readerURL()
        let wrong = "not-the-Password-9f3a"
        let (errors, kept) = try await fail(environment: ["DSN": TestServer.replacingPassword(in: reader, with: wrong)])
        #expect(kept)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.location == SourceLocation(path: "site/site.yml", line: 5, column: 15))
        #expect(error.message.hasPrefix("source \"announcements\": authentication failed at 127.0.0.1:"))
        #expect(error.message.hasSuffix(": password authentication failed for user \"waymark_reader\""))
        #expect(!error.description.contains(wrong))
        #expect(!error.description.contains(TestServer.password(in: reader)))
    }

    @Test func refusedConnectionNamesTheEndpoint() async throws {
        let port = 1  // privileged and unused: nothing listens there
        let (errors, kept) = try await fail(environment: ["DSN": "postgres://u:secret-pw@127.0.0.1:\(port)/db?sslmode=disable"])
        #expect(kept)
        #expect(errors.map(\.message) == ["source \"announcements\": cannot connect to PostgreSQL at 127.0.0.1:\(port): connection refused"])
        #expect(!errors.map(\.description).joined().contains("secret-pw"))
    }

    @Test func unsetVariableIsNamed() async throws {
        let (errors, kept) = try await fail(environment: [:])
        #expect(kept)
        #expect(errors.map(\.description) == ["""
        site/site.yml:5:15: error: source "announcements": the environment variable DSN is not set: expected it to hold the connection string postgres://user:password@host:port/database
          |
        5 |     postgres: ${DSN}
          |               ^
        """])
    }

    @Test func passwordWrittenInSiteYmlIsRefused() async throws {
        let (errors, _) = try await fail(connection: "postgres://waymark_reader:hunter2@127.0.0.1/waymark_test", environment: [:])
        #expect(errors.map(\.message) == ["source \"announcements\": site.yml holds a password: put the connection string in an environment variable and write postgres: ${VARIABLE}"])
    }

    @Test func serverThatNeverAnswersTimesOut() async throws {
        let listener = try SilentListener()
        let started = ContinuousClock.now
        let (errors, kept) = try await fail(timeout: "1s", environment: ["DSN": "postgres://u:pw@127.0.0.1:\(listener.port)/db?sslmode=disable"])
        let waited = ContinuousClock.now - started
        withExtendedLifetime(listener) {}
        #expect(kept)
        #expect(errors.map(\.message) == ["source \"announcements\": PostgreSQL did not answer within the timeout of 1 s (sources.announcements.timeout in site.yml)"])
        // The listener never answers, so only the deadline ends the read (the message above says it
        // was the deadline); the bound catches a deadline set in the wrong unit (1 s taken as 1,000).
        // It is loose because a whole test run on two shared cores stalls every test for a while: a
        // fresh clone's `make test` took 72 s for this one and for tests that read no database at all.
        #expect(waited < .seconds(600))
    }

    @Test func slowQueryTimesOut() async throws {
        // The query sleeps for ten minutes, so however slowly the machine runs, only the 1 s time-out
        // can end it in time for an answer.
        let (errors, kept) = try await fail(query: "SELECT 'a' AS id, 'lost' AS status, pg_sleep(600)::text AS species", timeout: "1s",
                                            environment: ["DSN": try TestServer.readerURL()])
        #expect(kept)
        #expect(errors.map(\.message) == ["source \"announcements\": PostgreSQL did not answer within the timeout of 1 s (sources.announcements.timeout in site.yml)"])
        #expect(errors.first?.location.line == 7)  // the query's first line
    }

    @Test func missingColumnIsAnErrorAtTheQuery() async throws {
        let (errors, kept) = try await fail(query: "SELECT id, species FROM announcements", environment: ["DSN": try TestServer.readerURL()])
        #expect(kept)
        #expect(errors.map(\.description) == ["""
        site/site.yml:7:7: error: the query of source "announcements" returns no column "status": expected columns named as the announcements fields (id, status, species, petName, breed, color, date, latitude, longitude, address, photo, contact, description)
          |
        7 |       SELECT id, species FROM announcements
          |       ^
        """])
    }

    /// The server's error position is turned into the line and column of site.yml.
    @Test func queryErrorPointsAtItsPlaceInSiteYml() async throws {
        let (errors, _) = try await fail(query: "SELECT id, status\nFROM announcementz", environment: ["DSN": try TestServer.readerURL()])
        #expect(errors.map(\.description) == ["""
        site/site.yml:8:12: error: source "announcements": the query failed: relation "announcementz" does not exist
          |
        8 |       FROM announcementz
          |            ^
        """])
    }

    /// Even as the superuser, the query runs in a read-only transaction.
    @Test func queryCannotWrite() async throws {
        let admin = try TestServer.adminURL()
        let (errors, _) = try await fail(query: "DELETE FROM announcements RETURNING id, status", environment: ["DSN": admin])
        #expect(errors.map(\.message) == ["source \"announcements\": the query failed: cannot execute DELETE in a read-only transaction"])
        let site = try SiteFolder(sources: """
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: SELECT id, status FROM announcements

        """)
        defer { site.remove() }
        let result = await SiteFolder.build(site.path, into: site.path + "/Output", environment: ["DSN": admin])
        #expect(result.data?.announcements.count == 8)
    }
}
