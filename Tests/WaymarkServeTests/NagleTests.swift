import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import WaymarkServe

@Suite struct NagleTests {
    /// The server side of every connection must have Nagle's algorithm off, or each small response
    /// on a kept-alive connection waits for the client's delayed acknowledgement.
    @Test func acceptedConnectionsHaveNagleOff() async throws {
        try await RunningPreview.with { preview in
            let client = try RawHTTPClient.connectSocket(port: preview.port)
            defer { close(client) }
            RawHTTPClient.sendAll("GET / HTTP/1.1\r\nHost: x\r\n\r\n", on: client)
            var buffer = [UInt8](repeating: 0, count: 1024)
            _ = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }  // accepted by now

            let serverSides = try socketsBound(to: preview.port).filter { $0 != client }
            #expect(serverSides.count >= 2)  // the listener and the accepted connection
            for descriptor in serverSides {
                var flag: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                #expect(getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &flag, &length) == 0)
                #expect(flag == 1)
            }
        }
    }

    /// Descriptors of this process whose local address has `port`.
    private func socketsBound(to port: UInt16) throws -> [Int32] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap { Int32($0) }.filter { descriptor in
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let result = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            return result == 0 && Int32(address.sin_family) == AF_INET && UInt16(bigEndian: address.sin_port) == port
        }
    }
}
