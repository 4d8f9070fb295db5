import Foundation
import Logging
import NIOCore
import NIOSSL
import PostgresNIO
import Synchronization
import WaymarkData
import WaymarkModel

/// Reads `sources:` entries with `postgres:` from PostgreSQL (docs/architecture.md, "Record sources").
///
/// For each entry: the connection string is taken from the environment (`${VARIABLE}`), one
/// connection is opened with `default_transaction_read_only` on, the query runs in a
/// `REPEATABLE READ, READ ONLY` transaction with `statement_timeout` set to the entry's `timeout`,
/// and its rows are streamed with backpressure into ``SourceRecords`` as they arrive, so a million
/// rows are never held as driver rows. The whole read — connecting, authenticating, the query —
/// must finish within the timeout (plus two seconds for the server to say so itself); past it the
/// connection is closed and the source fails with a timeout error. PostGIS `geometry`/`geography`
/// columns are recognised by their type and read as positions (``EWKBPoint``).
package struct PostgresSourceDriver: RecordSourceDriver {
    /// `postgres`.
    package let name = "postgres"
    /// Where `${VARIABLE}`s come from (the process environment in `waymark`; a dictionary in tests).
    package var environment: [String: String]

    /// A driver reading variables from `environment`.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Reads the entry's rows into `records` (see the type's description); failures become errors
    /// at the `postgres:` line (connecting) or at the query's line (the query), never thrown.
    package func read(into records: inout SourceRecords) async {
        let declaration = records.declaration
        let target: PostgresConnectionString
        switch PostgresConnectionString.resolve(declaration.connection, environment: environment) {
        case .success(let resolved): target = resolved
        case .failure(let problem):
            records.fail(problem.message(source: declaration.name), at: declaration.connectionLocation)
            return
        }
        let timeout = declaration.timeoutSeconds
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(timeout * 1000) + 2000)
        do {
            let configuration = try Self.configuration(target, timeoutSeconds: timeout)
            let connection = try await DeadlineRace.run(until: deadline, timeout: Self.timedOut(timeout)) {
                try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Self.logger)
            } late: { connection in
                try? await connection.close()
            }
            // The rows are read into a copy by a task of their own, so that at the deadline the
            // read is abandoned (and the connection closed) without waiting for it to notice.
            let empty = records
            do {
                records = try await DeadlineRace.run(until: deadline, timeout: Self.timedOut(timeout)) {
                    var streamed = empty
                    try await Self.stream(declaration, on: connection, into: &streamed)
                    return streamed
                } late: { _ in }
                try? await connection.close()
            } catch let failure as PostgresFailure {
                // The deadline: the abandoned read ends when its connection is closed, which is
                // not waited for either.
                Task { try? await connection.close() }
                throw failure
            } catch {
                Task { try? await connection.close() }
                let failure = PostgresFailure(error, connecting: false, endpoint: target.endpoint)
                if failure.isTimeout { throw Self.timedOut(timeout) }
                throw failure
            }
        } catch let failure as PostgresFailure {
            records.fail(Self.message(failure, declaration: declaration), at: Self.location(failure, declaration: declaration))
        } catch {
            var failure = PostgresFailure(error, connecting: true, endpoint: target.endpoint)
            if failure.isTimeout { failure = Self.timedOut(timeout) }
            records.fail(Self.message(failure, declaration: declaration), at: Self.location(failure, declaration: declaration))
        }
    }

    /// The query's rows into `records`, inside a read-only transaction.
    private static func stream(_ declaration: RecordSourceDeclaration, on connection: PostgresConnection,
                               into records: inout SourceRecords) async throws {
        try await connection.query("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", logger: logger)
        var pointTypes: Set<UInt32> = []
        let types = try await connection.query(
            "SELECT oid::int8, typname::text FROM pg_catalog.pg_type WHERE typname IN ('geometry', 'geography')", logger: logger)
        for try await (oid, _) in types.decode((Int64, String).self) { pointTypes.insert(UInt32(truncatingIfNeeded: oid)) }

        let rows = try await connection.query(PostgresQuery(unsafeSQL: declaration.query), logger: logger)
        let kinds = rows.columns.map { PostgresColumnKind(oid: $0.dataType.rawValue, pointTypes: pointTypes) }
        let names = rows.columns.map(\.name)
        for (name, kind) in zip(names, kinds) {
            if case .unsupported(let oid) = kind {
                records.report(.error("column \"\(name)\" has a type Waymark cannot read (PostgreSQL type \(oid)): cast it in the query, e.g. \(name)::text",
                                      at: declaration.queryLocation))
            }
        }
        let columns = zip(names, kinds).map { SourceColumn(name: $0, isPoint: $1 == .point) }
        guard records.begin(columns: columns) else { return }
        var values: [SourceValue] = []
        values.reserveCapacity(kinds.count)
        for try await row in rows {
            values.removeAll(keepingCapacity: true)
            var index = 0
            for cell in row {
                values.append(kinds[index].value(cell.bytes, column: names[index]))
                index += 1
            }
            records.add(values)
        }
        try await connection.query("COMMIT", logger: logger)
    }

    /// The PostgresNIO configuration of `target`: read-only sessions, the statement timeout, TLS as its sslmode says.
    private static func configuration(_ target: PostgresConnectionString, timeoutSeconds: Double) throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if let folder = target.socketFolder {
            configuration = .init(unixSocketPath: "\(folder)/.s.PGSQL.\(target.port)", username: target.user,
                                  password: target.password, database: target.database)
        } else {
            configuration = .init(host: target.host ?? "localhost", port: target.port, username: target.user,
                                  password: target.password, database: target.database, tls: try tls(target.tls))
        }
        configuration.options.connectTimeout = .milliseconds(Int64(timeoutSeconds * 1000))
        configuration.options.additionalStartupParameters = [
            ("application_name", "waymark"),
            ("default_transaction_read_only", "on"),
            ("statement_timeout", String(Int64(timeoutSeconds * 1000))),
        ]
        return configuration
    }

    private static func tls(_ mode: PostgresConnectionString.TLSMode) throws -> PostgresConnection.Configuration.TLS {
        var settings = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .disable: return .disable
        case .prefer, .require: settings.certificateVerification = .none
        case .verifyCA: settings.certificateVerification = .noHostnameVerification
        case .verifyFull: settings.certificateVerification = .fullVerification
        }
        let context = try NIOSSLContext(configuration: settings)
        return mode == .prefer ? .prefer(context) : .require(context)
    }

    private static func timedOut(_ seconds: Double) -> PostgresFailure {
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return PostgresFailure("PostgreSQL did not answer within the timeout of \(shown) s (sources.<name>.timeout in site.yml)",
                               place: .query(position: nil))
    }

    private static func message(_ failure: PostgresFailure, declaration: RecordSourceDeclaration) -> String {
        "source \"\(declaration.name)\": \(failure.message.replacingOccurrences(of: "sources.<name>.", with: "sources.\(declaration.name)."))"
    }

    private static func location(_ failure: PostgresFailure, declaration: RecordSourceDeclaration) -> SourceLocation {
        switch failure.place {
        case .connection: declaration.connectionLocation
        case .query(let position): position.map(declaration.location(ofQueryCharacter:)) ?? declaration.queryLocation
        }
    }

    /// PostgresNIO logs nothing here: its messages may quote queries, and the build reports errors itself.
    private static let logger = Logger(label: "waymark.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
}
