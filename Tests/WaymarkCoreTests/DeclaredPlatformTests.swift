import Foundation
import Testing

/// `Package.swift` declares the oldest macOS the package builds on. Linux cannot type-check against
/// a macOS SDK, so this keeps the declaration true another way: every API in `Sources/` that needs a
/// newer macOS than some version, found by the marks below, must be within the declared version, and
/// no `@available(macOS N, *)` may ask for more than it (docs/architecture.md, "Platforms").
@Suite struct DeclaredPlatformTests {
    /// Marks of APIs in the sources and the macOS major version each first appeared in.
    static let requirements: [(mark: String, macOS: Int, what: String)] = [
        ("import Synchronization", 15, "Synchronization (Mutex, Atomic)"),
        ("Mutex<", 15, "Synchronization.Mutex"),
        ("Atomic<", 15, "Synchronization.Atomic"),
        ("ContinuousClock", 13, "Clock and Duration"),
        ("Duration", 13, "Clock and Duration"),
        ("Regex<", 13, "Swift Regex"),
        (".formatted(", 12, "FormatStyle"),
        ("FormatStyle", 12, "FormatStyle"),
        ("AsyncStream", 10, "Swift concurrency back-deployment"),
    ]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The major version in `.macOS(.vN)` of `Package.swift`.
    static func declaredMacOS() throws -> Int {
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let marker = ".macOS(.v"
        let start = try #require(manifest.range(of: marker), "Package.swift declares no macOS version")
        let digits = manifest[start.upperBound...].prefix { $0.isNumber }
        return try #require(Int(digits))
    }

    /// Every Swift file under `Sources/`, as (path relative to the repository, text).
    static func sources() throws -> [(String, String)] {
        let root = repository.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walk where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(repository.path.count + 1))
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func everyAPIUsedIsWithinTheDeclaredMacOS() throws {
        let declared = try Self.declaredMacOS()
        let files = try Self.sources()
        #expect(files.count > 100, "the sources were found")
        for (path, text) in files {
            for requirement in Self.requirements where requirement.macOS > declared && text.contains(requirement.mark) {
                Issue.record("\(path) uses \(requirement.what) (\(requirement.mark)), which needs macOS \(requirement.macOS), but Package.swift declares macOS \(declared)")
            }
        }
    }

    @Test func noAvailabilityAnnotationAsksForMoreThanTheDeclaredMacOS() throws {
        let declared = try Self.declaredMacOS()
        for (path, text) in try Self.sources() {
            var rest = Substring(text)
            while let found = rest.range(of: "@available(macOS ") {
                let version = rest[found.upperBound...].prefix { $0.isNumber }
                if let major = Int(version), major > declared {
                    Issue.record("\(path): @available(macOS \(major)) is above the declared macOS \(declared): raise the platform in Package.swift or drop the annotation")
                }
                rest = rest[found.upperBound...]
            }
        }
    }

    /// The check can fail: with a lower declaration the package's own Mutex use is caught.
    @Test func aLowerDeclarationWouldBeCaught() throws {
        let files = try Self.sources()
        let offending = files.filter { _, text in
            Self.requirements.contains { $0.macOS > 14 && text.contains($0.mark) }
        }
        #expect(!offending.isEmpty, "the sources use Synchronization, so macOS 14 would be refused")
    }
}
