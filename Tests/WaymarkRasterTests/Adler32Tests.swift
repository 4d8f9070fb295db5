import CZlib
import Testing
import WaymarkCore
@testable import WaymarkRaster

/// The zlib stream's checksum against zlib's own, for every length around the sixteen-byte steps
/// and the runs after which the lanes are folded, and for bytes that push the sums hardest (all 255).
@Suite struct Adler32Tests {
    @Test(arguments: [0, 1, 15, 16, 17, 31, 4_095, 4_096, 4_097, 5_552, 8_193, 70_001, 2_268_630])
    func agreesWithZlib(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        let random = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let full = [UInt8](repeating: 255, count: count)
        for bytes in [random, full] {
            let expected = bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
            #expect(bytes.withUnsafeBytes(Adler32.checksum) == expected, "\(count) bytes")
        }
    }
}
