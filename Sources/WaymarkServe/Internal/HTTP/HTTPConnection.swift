import Foundation

/// Serves the requests of one connection, one after another, on the connection's own thread:
/// reads each head within the limits, asks the handler, writes the response, and keeps the
/// connection open while the client wants it and it stays active.
struct HTTPConnection {
    let socket: HTTPSocket
    let limits: HTTPLimits
    let handler: @Sendable (HTTPRequestHead) -> PreviewResponse
    /// True once the server is stopping.
    let isStopping: @Sendable () -> Bool

    func run() {
        var firstByteDeadline = ContinuousClock.now + limits.headTimeout
        while !isStopping() {
            switch socket.readHead(limits: limits, firstByteDeadline: firstByteDeadline) {
            case .closed:
                return
            case .timedOut:
                socket.refuse(with: Self.encoded(.plain(408, "Request timeout: the request's head did not arrive in time.\n"), keepAlive: false))
                return
            case .tooLarge(let status, let reason):
                socket.refuse(with: Self.encoded(.plain(status, "Request refused: \(reason).\n"), keepAlive: false))
                return
            case .head(let bytes):
                let request: HTTPRequestHead
                switch HTTPRequestHead.parse(bytes[...], limits: limits) {
                case .success(let head): request = head
                case .failure(let rejection):
                    socket.refuse(with: Self.encoded(.plain(rejection.status, "Bad request: \(rejection.reason).\n"), keepAlive: false))
                    return
                }
                let response = handler(request)
                let keepAlive = request.keepsAlive && !isStopping()
                switch response.body {
                case .bytes:
                    let bytes = Self.encoded(response, keepAlive: keepAlive)
                    if request.announcesBody {
                        socket.refuse(with: bytes)  // the body is never read
                        return
                    }
                    guard socket.write(bytes), keepAlive else { return }
                case .eventStream(let subscription):
                    stream(response, subscription)
                    return
                }
            }
            firstByteDeadline = ContinuousClock.now + limits.idleTimeout
        }
    }

    /// Head and body in one buffer, so they leave in one write.
    static func encoded(_ response: PreviewResponse, keepAlive: Bool) -> [UInt8] {
        response.head(keepAlive: keepAlive) + [UInt8](response.bodyBytes)
    }

    /// Sends an event stream as chunks until it ends, the client goes away or the server stops.
    private func stream(_ response: PreviewResponse, _ subscription: EventSubscription) {
        defer { subscription.finish() }
        guard socket.write(response.head(keepAlive: false)) else { return }
        while !isStopping() {
            switch subscription.next(timeout: .seconds(1)) {
            case .message(let bytes):
                let chunk = Array(String(bytes.count, radix: 16).utf8) + [0x0D, 0x0A] + bytes + [0x0D, 0x0A]
                guard socket.write(chunk) else { return }
            case .timedOut:
                if socket.isClosedByPeer { return }
            case .ended:
                socket.write([0x30, 0x0D, 0x0A, 0x0D, 0x0A])  // "0\r\n\r\n"
                return
            }
        }
    }
}
