import Foundation
import WaymarkCore
import WaymarkModel
@testable import WaymarkServe

/// A stand-in for the real site build, small enough to read at a glance: every `pages/NAME.md` of
/// the site becomes `NAME/index.html` (`index.md` the home page, `404.md` the `404.html` page),
/// with its text escaped in a `<main>`; `static/` is copied as is. A line containing `{%` is an
/// error at that line and column ("unterminated tag '{%'"). Each build writes a fresh folder.
final class FakeSiteBuild: Sendable {
    let site: TemporaryFolder
    let outputs: TemporaryFolder
    private let count = MutexBox(0)
    private let received = MutexBox<[ChangeSet]>([])

    init(site: TemporaryFolder) throws {
        self.site = site
        outputs = try TemporaryFolder("waymark-serve-output")
    }

    /// The change batches the builds were called with, in order.
    var changeSets: [ChangeSet] { received.current }

    func rebuild(_ changes: ChangeSet) async -> RebuildOutcome {
        received.withLock { $0.append(changes) }
        let number = count.withLock { value -> Int in
            value += 1
            return value
        }
        let output = outputs.url.appendingPathComponent("build-\(number)")
        var diagnostics: [Diagnostic] = []
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let pages = site.url.appendingPathComponent("pages")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".md") {
                let text = try String(contentsOf: pages.appendingPathComponent(name), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let range = line.range(of: "{%") {
                        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                        diagnostics.append(.error(
                            "unterminated tag '{%'", at: SourceLocation(path: "pages/\(name)", line: index + 1, column: column),
                            sourceLine: String(line)))
                    }
                }
                let stem = String(name.dropLast(3))
                let html = "<!DOCTYPE html>\n<html><head><title>\(stem)</title></head>\n<body><main>\(Escaper.markup(text))</main></body></html>\n"
                let target: URL
                switch stem {
                case "index": target = output.appendingPathComponent("index.html")
                case "404": target = output.appendingPathComponent("404.html")
                default: target = output.appendingPathComponent(stem).appendingPathComponent("index.html")
                }
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(html.utf8).write(to: target)
            }
            let staticFolder = site.url.appendingPathComponent("static")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: staticFolder.path)) ?? [] {
                try FileManager.default.copyItem(
                    at: staticFolder.appendingPathComponent(name), to: output.appendingPathComponent(name))
            }
        } catch {
            diagnostics.append(.error("fake build: \(error)", at: SourceLocation(path: "site")))
        }
        return diagnostics.isEmpty ? .success(output) : .failure(diagnostics: diagnostics)
    }
}
