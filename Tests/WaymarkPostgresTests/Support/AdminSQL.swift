import Logging
import PostgresNIO
@testable import WaymarkPostgres

/// Runs statements as the test server's superuser, for tests that change data between reads.
enum AdminSQL {
    static func run(_ statements: [String]) async throws {
        let target = try PostgresConnectionString.parse(try TestServer.adminURL()).get()
        let configuration = PostgresConnection.Configuration(
            host: target.host ?? "127.0.0.1", port: target.port, username: target.user, password: target.password,
            database: target.database, tls: .disable)
        let logger = Logger(label: "waymark.tests", factory: { _ in SwiftLogNoOpLogHandler() })
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        do {
            for statement in statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}
