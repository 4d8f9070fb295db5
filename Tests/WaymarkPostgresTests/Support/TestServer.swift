import Foundation
import Testing

/// The PostgreSQL/PostGIS server of the tests, started by `scripts/with-test-postgres.sh` (which
/// `make test` runs the tests under) and named by its environment.
///
/// Without it the server tests FAIL, saying how to get one, unless `WAYMARK_TEST_POSTGRES=none`
/// declares that no server was set up on purpose: then they are skipped with that reason.
enum TestServer {
    /// `WAYMARK_TEST_POSTGRES=none`: no server, skip the tests that need one.
    static var isDeclaredAbsent: Bool { ProcessInfo.processInfo.environment["WAYMARK_TEST_POSTGRES"] == "none" }

    /// The trait of every suite that needs the server.
    static let required = ConditionTrait.enabled(
        if: !isDeclaredAbsent, "WAYMARK_TEST_POSTGRES=none: no PostgreSQL server was set up for these tests")

    /// The superuser's connection string (fixture tables, and tables a test makes for itself).
    static func adminURL() throws -> String { try url("WAYMARK_TEST_POSTGRES_URL") }

    /// The read-only role's connection string.
    static func readerURL() throws -> String { try url("WAYMARK_TEST_POSTGRES_READER_URL") }

    private static func url(_ variable: String) throws -> String {
        try #require(ProcessInfo.processInfo.environment[variable],
                     "\(variable) is not set: these tests need a PostgreSQL/PostGIS server; run `make test`, or `scripts/with-test-postgres.sh swift test …`, or set WAYMARK_TEST_POSTGRES=none to skip them")
    }

    /// The password in `url`, to check that no message shows it.
    static func password(in url: String) -> String {
        let afterScheme = url.components(separatedBy: "://").last ?? url
        let userInfo = afterScheme.components(separatedBy: "@").first ?? ""
        return userInfo.components(separatedBy: ":").dropFirst().joined(separator: ":")
    }

    /// `url` with the password replaced by `password`.
    static func replacingPassword(in url: String, with password: String) -> String {
        url.replacingOccurrences(of: ":" + self.password(in: url) + "@", with: ":" + password + "@")
    }
}
