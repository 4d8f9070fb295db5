import Foundation

/// A PostgreSQL connection string, `postgres://user:password@host:port/database?sslmode=…`, as a
/// `sources:` entry of `site.yml` gives it after its `${VARIABLE}`s are expanded from the environment.
///
/// Only what a connection needs is kept. `host` may be a bracketed IPv6 address; `?host=/dir` (a
/// folder) connects through the Unix socket `dir/.s.PGSQL.<port>` as libpq does. User, password and
/// database are percent-decoded. No message made here ever quotes the string, which may hold a
/// password (see ``Problem``).
struct PostgresConnectionString: Sendable, Hashable {
    /// How TLS is used, as libpq's `sslmode`.
    enum TLSMode: String, Sendable, Hashable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it, without checking its certificate (libpq's default).
        case prefer
        /// TLS always, without checking the certificate (as libpq's `require`).
        case require
        /// TLS always, the certificate checked against the system's roots, not the host name.
        case verifyCA = "verify-ca"
        /// TLS always, the certificate and the host name checked.
        case verifyFull = "verify-full"
    }

    var user: String
    var password: String?
    /// Host name or address; `nil` with ``socketFolder``.
    var host: String?
    var port: Int
    var database: String?
    /// The folder of the Unix socket (`?host=/var/run/postgresql`).
    var socketFolder: String?
    var tls: TLSMode

    /// Why a connection string cannot be used; every message names the source, never the value.
    enum Problem: Error, Equatable {
        /// `${NAME}` names no environment variable (or an empty one).
        case unsetVariable(String)
        /// A `${` without its `}`.
        case unclosedVariable
        /// `site.yml` itself holds a password instead of taking it from the environment.
        case passwordInSiteFile
        /// Not a `postgres://` URL, or a part of it is not valid.
        case notAConnectionString(reason: String)

        /// The message, for source `name`.
        func message(source name: String) -> String {
            let form = "postgres://user:password@host:port/database"
            switch self {
            case .unsetVariable(let variable):
                return "source \"\(name)\": the environment variable \(variable) is not set: expected it to hold the connection string \(form)"
            case .unclosedVariable:
                return "source \"\(name)\": the connection has a ${ without its closing }: expected ${VARIABLE}"
            case .passwordInSiteFile:
                return "source \"\(name)\": site.yml holds a password: put the connection string in an environment variable and write postgres: ${VARIABLE}"
            case .notAConnectionString(let reason):
                return "source \"\(name)\": the connection string is not valid (\(reason)): expected \(form)"
            }
        }
    }

    /// Expands `${NAME}` in `text` from `environment`; an unset or empty variable is a problem.
    static func expand(_ text: String, environment: [String: String]) -> Result<String, Problem> {
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { return .failure(.unclosedVariable) }
            let name = String(rest[start.upperBound..<end])
            guard let value = environment[name], !value.isEmpty else { return .failure(.unsetVariable(name)) }
            out += value
            rest = rest[rest.index(after: end)...]
        }
        return .success(out + rest)
    }

    /// The connection string of a `sources:` entry: `written` is the text of `site.yml`; a password
    /// must come from a variable (`${DSN}` as a whole, or `postgres://u:${PASSWORD}@…`).
    static func resolve(_ written: String, environment: [String: String]) -> Result<PostgresConnectionString, Problem> {
        if case .success(let literal) = parse(written), let password = literal.password, !password.contains("${") {
            return .failure(.passwordInSiteFile)
        }
        switch expand(written, environment: environment) {
        case .failure(let problem): return .failure(problem)
        case .success(let expanded): return parse(expanded)
        }
    }

    /// Parses an expanded connection string.
    static func parse(_ text: String) -> Result<PostgresConnectionString, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let schemeEnd = trimmed.range(of: "://"),
              ["postgres", "postgresql"].contains(trimmed[..<schemeEnd.lowerBound].lowercased()) else {
            return .failure(.notAConnectionString(reason: "it does not start with postgres://"))
        }
        var rest = trimmed[schemeEnd.upperBound...]
        var parameters: [String: String] = [:]
        if let question = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: question)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(parts[0])
                parameters[key] = parts.count == 2 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            }
            rest = rest[..<question]
        }
        var path: Substring = ""
        if let slash = rest.firstIndex(of: "/") {
            path = rest[rest.index(after: slash)...]
            rest = rest[..<slash]
        }
        var user = "", password: String?
        if let at = rest.lastIndex(of: "@") {
            let userInfo = rest[..<at]
            rest = rest[rest.index(after: at)...]
            if let colon = userInfo.firstIndex(of: ":") {
                user = String(userInfo[..<colon])
                password = String(userInfo[userInfo.index(after: colon)...])
            } else {
                user = String(userInfo)
            }
        }
        var host = String(rest), portText: String?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return .failure(.notAConnectionString(reason: "an IPv6 address without its ]")) }
            let after = host[host.index(after: close)...]
            portText = after.hasPrefix(":") ? String(after.dropFirst()) : nil
            host = String(host[host.index(after: host.startIndex)..<close])
        } else if let colon = host.lastIndex(of: ":") {
            portText = String(host[host.index(after: colon)...])
            host = String(host[..<colon])
        }
        var port = 5432
        if let portText = portText ?? parameters["port"] {
            guard let number = Int(portText), (1...65535).contains(number) else {
                return .failure(.notAConnectionString(reason: "the port is not a number from 1 to 65535"))
            }
            port = number
        }
        if password == nil { password = parameters["password"] }
        let database = String(path).removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 } ?? parameters["dbname"]
        user = user.removingPercentEncoding ?? user
        if user.isEmpty { user = parameters["user"] ?? "" }
        guard !user.isEmpty else { return .failure(.notAConnectionString(reason: "it names no user")) }
        var socketFolder: String?
        if let hostParameter = parameters["host"] {
            if hostParameter.hasPrefix("/") { socketFolder = hostParameter } else if host.isEmpty { host = hostParameter }
        }
        guard !host.isEmpty || socketFolder != nil else { return .failure(.notAConnectionString(reason: "it names no host")) }
        var tls = TLSMode.prefer
        if let mode = parameters["sslmode"] {
            guard let known = TLSMode(rawValue: mode) else {
                return .failure(.notAConnectionString(reason: "sslmode \"\(mode)\" is not one of disable, prefer, require, verify-ca, verify-full"))
            }
            tls = known
        }
        return .success(PostgresConnectionString(
            user: user, password: password.map { $0.removingPercentEncoding ?? $0 }, host: host.isEmpty ? nil : host,
            port: port, database: database, socketFolder: socketFolder, tls: tls))
    }

    /// `host:port` or the socket path, for messages (never the user or password).
    var endpoint: String {
        if let socketFolder { return "\(socketFolder)/.s.PGSQL.\(port)" }
        let name = host ?? ""
        return name.contains(":") ? "[\(name)]:\(port)" : "\(name):\(port)"
    }
}
