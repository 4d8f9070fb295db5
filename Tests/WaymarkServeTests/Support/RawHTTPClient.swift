import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A response as read off the wire.
struct RawHTTPResponse: Sendable {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
}

enum RawHTTPError: Error, CustomStringConvertible {
    case connect(Int32)
    case malformed(String)
    case timedOut

    var description: String {
        switch self {
        case .connect(let code): "connect failed: errno \(code)"
        case .malformed(let text): "malformed response: \(text)"
        case .timedOut: "timed out"
        }
    }
}

/// How long a test waits for something that must happen before it gives up and fails: far longer
/// than anything here takes on a loaded machine (a full `make test` on two shared cores has held
/// tests still for over a minute), so only something that never happens reaches it. Pass or fail is
/// decided by what happened, never by how soon.
enum Patience {
    static let seconds = 600
    static let duration = Duration.seconds(seconds)

    /// Waits until `condition` holds, looking every 10 ms; false only when it still does not hold
    /// after ``duration``. The condition is looked at once more after the deadline: on a saturated
    /// machine the waiting task itself may wake long after it, with the condition met meanwhile.
    static func until(_ condition: () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + duration
        while await !condition() {
            guard ContinuousClock.now < deadline else { return await condition() }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}

/// A deliberately plain HTTP/1.1 client over a blocking socket on a thread of its own (never a
/// thread of the Swift concurrency pool, which the server under test needs), so tests can send
/// request targets exactly as written, traversal attempts included. Every read and write gives up
/// after `timeoutSeconds` (by default ``Patience``).
enum RawHTTPClient {
    static func connectSocket(port: UInt16, timeoutSeconds: Int = Patience.seconds) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTPError.connect(errno) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw RawHTTPError.connect(code)
        }
        return descriptor
    }

    static func sendAll(_ text: String, on descriptor: Int32) {
        sendAll(Array(text.utf8), on: descriptor)
    }

    static func sendAll(_ bytes: [UInt8], on descriptor: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Sends `method target` with `Connection: close` and the extra header lines, reads until the
    /// server closes, and parses the response (a HEAD or 304 response has no body).
    static func request(
        _ target: String, method: String = "GET", headers: [String: String] = [:], port: UInt16
    ) async throws -> RawHTTPResponse {
        let raw = try await onThread {
            let descriptor = try connectSocket(port: port)
            defer { close(descriptor) }
            var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                text += "\(name): \(value)\r\n"
            }
            sendAll(text + "\r\n", on: descriptor)
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count < 0 && errno == EINTR { continue }
                if count < 0 { throw RawHTTPError.timedOut }
                if count == 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            return data
        }
        return try parse(raw, method: method)
    }

    static func parse(_ raw: Data, method: String) throws -> RawHTTPResponse {
        guard let split = raw.range(of: Data("\r\n\r\n".utf8)) else {
            throw RawHTTPError.malformed(String(decoding: raw.prefix(200), as: UTF8.self))
        }
        let head = String(decoding: raw[raw.startIndex..<split.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw RawHTTPError.malformed(head) }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        var body = Data(raw[split.upperBound...])
        if method == "HEAD" || status == 304 {
            body = Data()
        } else if headers["transfer-encoding"]?.contains("chunked") == true {
            body = dechunk(body)
        }
        return RawHTTPResponse(status: status, headers: headers, body: body)
    }

    /// The payload of a chunked body (incomplete trailing chunks are dropped).
    static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var index = data.startIndex
        while let lineEnd = data[index...].range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            guard data.distance(from: start, to: data.endIndex) >= size + 2 else { break }
            let end = data.index(start, offsetBy: size)
            result.append(data[start..<end])
            index = data.index(end, offsetBy: 2)
        }
        return result
    }

    /// Runs blocking work on a new thread and resumes with its result.
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try work() })
            }
            thread.start()
        }
    }
}
