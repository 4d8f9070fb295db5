/// Why the preview server could not start. Content errors are never among them: those are shown on
/// the error page while the server keeps running.
package enum PreviewServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--host` is not an IPv4 or IPv6 address literal nor `localhost`.
    case invalidHost(String)
    /// Binding or listening failed, e.g. the port is taken.
    case cannotListen(host: String, port: UInt16, reason: String)
    /// `start()` was called twice.
    case alreadyStarted
    /// The running server stopped working, e.g. it can no longer accept connections.
    case serverFailed(String)

    /// The message `waymark serve` prints after `error: `.
    package var description: String {
        switch self {
        case .invalidHost(let host):
            "invalid host '\(host)': expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1, or localhost"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host) port \(port): \(reason) (choose another --port, or --port 0 for a free one)"
        case .alreadyStarted:
            "the preview server was already started"
        case .serverFailed(let reason):
            "the preview server stopped: \(reason)"
        }
    }
}
