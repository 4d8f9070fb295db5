/// The bounds `waymark serve` puts on every connection, so that no client (a slow one, a hostile
/// one, or a thousand idle ones) can take the server down or make it unresponsive.
package struct HTTPLimits: Sendable, Hashable {
    /// The longest request line (`GET /path HTTP/1.1`), in bytes; longer ones get 414 unread.
    package var requestLineBytes: Int
    /// The most bytes of header lines after the request line; more gets 431 unread.
    package var headerBytes: Int
    /// The most header lines; more gets 431.
    package var headerCount: Int
    /// Connections open at once. Further ones get a short 503 and are closed at once, so the server
    /// never runs out of file descriptors (the cap is also kept below the process's descriptor limit).
    package var connections: Int
    /// How long a request's head may take to arrive once the connection or request began; slower
    /// clients (slowloris) get 408 and are closed.
    package var headTimeout: Duration
    /// How long a kept-alive connection may wait for its next request before it is closed.
    package var idleTimeout: Duration
    /// How long one write to a client may block (a client that stops reading is dropped).
    package var writeTimeout: Duration

    /// The defaults: 8 KiB request lines, 16 KiB of headers in at most 100 lines, 256 connections,
    /// 10 s for a request's head, 15 s idle, 30 s per write.
    package init(requestLineBytes: Int = 8_192, headerBytes: Int = 16_384, headerCount: Int = 100, connections: Int = 256,
                headTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(15),
                writeTimeout: Duration = .seconds(30)) {
        self.requestLineBytes = requestLineBytes
        self.headerBytes = headerBytes
        self.headerCount = headerCount
        self.connections = connections
        self.headTimeout = headTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
    }
}
