import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new folder under the system's temporary folder that only this user can enter (mode 0700), with
/// an unpredictable name (`mkdtemp`): another user cannot have made it first, nor read or replace
/// what is written into it. `waymark serve` builds its preview there.
package enum PrivateTemporaryFolder {
    /// Makes `<temporary folder>/<prefix>XXXXXX` and returns it.
    package static func make(prefix: String) throws -> URL {
        let parent = FileManager.default.temporaryDirectory.standardizedFileURL.path
        var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
