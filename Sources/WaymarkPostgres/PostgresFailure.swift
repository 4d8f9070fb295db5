import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// What went wrong with a PostgreSQL source, said for a person: the server's own message when the
/// server sent one, the operating system's reason for a connection that could not be made, and
/// never the connection string, the password or a driver's debug description.
struct PostgresFailure: Error {
    /// Where the failure belongs in `site.yml`.
    enum Place: Equatable {
        /// The `postgres:` line: connecting, authenticating, TLS.
        case connection
        /// The query; `position` is the server's 1-based character position in it, when given.
        case query(position: Int?)
    }

    var message: String
    var place: Place
    /// True when the server cancelled the query for running past `statement_timeout`, or the
    /// connection could not be made within the connect timeout.
    var isTimeout = false

    /// A failure of our own making (a timeout, an unusable answer).
    init(_ message: String, place: Place) {
        self.message = message
        self.place = place
    }

    /// Describes `error`, raised while connecting (`connecting`) or while querying, for a source
    /// reached at `endpoint`.
    init(_ error: any Error, connecting: Bool, endpoint: String) {
        let connection = Place.connection
        guard let psql = error as? PSQLError else {
            self.init("cannot reach PostgreSQL at \(endpoint): \(Self.reason(error))", place: connection)
            return
        }
        if let info = psql.serverInfo, let text = info[.message] {
            let state = info[.sqlState] ?? ""
            var message = text
            if let detail = info[.detail], !detail.isEmpty { message += " (\(detail))" }
            if let hint = info[.hint], !hint.isEmpty { message += "; hint: \(hint)" }
            // Class 28: authentication; 3D000: no such database; 08: connection exceptions; 53/57P: server resources, shutdown.
            if connecting || state.hasPrefix("28") || state == "3D000" || state.hasPrefix("08") {
                let what = state.hasPrefix("28") ? "authentication failed" : "the server refused the connection"
                self.init("\(what) at \(endpoint): \(message)", place: connection)
            } else if state == "57014" {
                self.init("the query was cancelled by the server: \(message)", place: .query(position: nil))
                isTimeout = text.contains("statement timeout")
            } else {
                self.init("the query failed: \(message)", place: .query(position: info[.position].flatMap { Int($0) }))
            }
            return
        }
        switch psql.code {
        case .connectionError:
            if let channel = psql.underlying as? ChannelError, case .connectTimeout = channel {
                self.init("PostgreSQL at \(endpoint) did not answer in time", place: connection)
                isTimeout = true
                return
            }
            self.init("cannot connect to PostgreSQL at \(endpoint): \(psql.underlying.map(Self.reason) ?? "no reason given")", place: connection)
        case .sslUnsupported:
            self.init("the server at \(endpoint) does not offer TLS, which the connection's sslmode requires", place: connection)
        case .failedToAddSSLHandler:
            self.init("TLS could not be set up for \(endpoint): \(psql.underlying.map(Self.reason) ?? "no reason given")", place: connection)
        case .authMechanismRequiresPassword:
            self.init("authentication failed at \(endpoint): the server asks for a password and the connection string gives none", place: connection)
        case .unsupportedAuthMechanism, .saslError:
            self.init("authentication failed at \(endpoint): the server asks for an authentication method PostgresNIO does not speak (use scram-sha-256 or md5)",
                      place: connection)
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection:
            self.init("PostgreSQL at \(endpoint) closed the connection\(connecting ? " before it was ready" : " during the query")", place: connecting ? connection : .query(position: nil))
        default:
            self.init("PostgreSQL at \(endpoint) failed (\(psql.code))", place: connecting ? connection : .query(position: nil))
        }
    }

    /// The operating system's or NIO's reason, in words.
    static func reason(_ error: any Error) -> String {
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        if let failed = error as? NIOConnectionError {
            if let first = failed.connectionErrors.first { return reason(first.error) }
            if failed.dnsAError != nil || failed.dnsAAAAError != nil { return "the host name cannot be resolved" }
            return "no address to connect to"
        }
        if let channel = error as? ChannelError, case .connectTimeout = channel { return "the connection timed out" }
        if let tls = error as? NIOSSLError { return "TLS: \(tls)" }
        return String(describing: type(of: error))
    }
}
