import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file committed as `<name>.xz` under `Tests/Fixtures`, unpacked with the `xz` tool on first use
/// into `.build/fixtures/` and reused while it is newer than the compressed file.
///
/// Unpacking writes a temporary file beside the target and renames it into place, so test
/// processes and benchmarks that unpack at the same time never see a partial file.
struct CompressedFixture: Sendable {
    /// Path of the compressed file relative to `Tests/Fixtures`, e.g. `ourairports/airports.csv.xz`.
    package let relativePath: String

    package init(_ relativePath: String) { self.relativePath = relativePath }

    /// The compressed file.
    package var source: URL { RepositoryPaths.fixtures.appendingPathComponent(relativePath) }

    /// Where the unpacked file goes: the same relative path without `.xz` under `.build/fixtures`.
    package var destination: URL {
        let unpacked = relativePath.hasSuffix(".xz") ? String(relativePath.dropLast(3)) : relativePath
        return RepositoryPaths.unpackedFixtures.appendingPathComponent(unpacked)
    }

    /// Unpacks the file when it is missing or older than its compressed source; returns its URL.
    /// Throws ``FixtureError`` when the source is missing or `xz` fails.
    @discardableResult
    func unpacked() throws -> URL {
        let fm = FileManager.default
        guard let sourceDate = modificationDate(source) else {
            throw FixtureError(message: "missing fixture \(source.path)")
        }
        if let unpackedDate = modificationDate(destination), unpackedDate >= sourceDate { return destination }
        try fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        guard fm.createFile(atPath: partial.path, contents: nil) else {
            throw FixtureError(message: "cannot create \(partial.path)")
        }
        defer { try? fm.removeItem(at: partial) }
        let output = try FileHandle(forWritingTo: partial)
        let xz = Process()
        xz.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xz.arguments = ["xz", "--decompress", "--stdout", source.path]
        xz.standardOutput = output
        do { try xz.run() } catch {
            try? output.close()
            throw FixtureError(message: "cannot run xz to unpack \(source.path): \(error) (install xz-utils)")
        }
        xz.waitUntilExit()
        try output.close()
        guard xz.terminationStatus == 0 else {
            throw FixtureError(message: "xz exited with \(xz.terminationStatus) unpacking \(source.path)")
        }
        if rename(partial.path, destination.path) != 0 {
            throw FixtureError(message: "cannot move the unpacked file to \(destination.path)")
        }
        return destination
    }

    private func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// A fixture that could not be found or unpacked.
package struct FixtureError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the file.
    package let message: String
    package var description: String { message }
}
