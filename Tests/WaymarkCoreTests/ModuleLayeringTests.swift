import Foundation
import Testing

/// The module graph of docs/architecture.md, "Modules", kept true where SwiftPM does not check it:
/// a file may `import` any module the build happens to have compiled (a dependency of a
/// dependency), so an import the target does not declare, or one against the arrows, can slip in
/// unnoticed. The table's "Depends on" column, `Package.swift` and the imports must agree.
@Suite struct ModuleLayeringTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The modules of this package (its targets) that a target of `Package.swift` depends on, by target name.
    static func manifestDependencies(_ manifest: String) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let targets = manifest.components(separatedBy: ".target(").dropFirst()
            + manifest.components(separatedBy: ".executableTarget(").dropFirst()
        for whole in targets {
            // A target ends where the next element of `targets:` (or its comment) starts.
            let end = whole.range(of: #"\n {8}[^ ]"#, options: .regularExpression)?.lowerBound ?? whole.endIndex
            let chunk = whole[..<end]
            let name = try #require(Self.quoted(in: chunk).first, "a target without a name in Package.swift")
            var dependencies: Set<String> = []
            if let start = chunk.range(of: "dependencies: [") {
                let list = chunk[start.upperBound...].prefix { $0 != "]" }
                // Products of other packages are `.product(name: …)`; this package's targets are bare strings.
                let bare = list.replacingOccurrences(of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
                dependencies = Set(Self.quoted(in: bare))
            }
            result[name] = dependencies
        }
        return result
    }

    /// The string literals of `text`, in order.
    static func quoted(in text: some StringProtocol) -> [String] {
        String(text).components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The table of docs/architecture.md: each `Waymark…` module and the modules of this package in
    /// its "Depends on" cell (short names such as `Core` are `WaymarkCore`; notes in parentheses and
    /// other packages' names are left out).
    static func documentedDependencies(targets: Set<String>) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for line in try text("docs/architecture.md").split(separator: "\n") where line.hasPrefix("| `Waymark") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let cell = cells[cells.count - 1].replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
            var names: Set<String> = []
            for word in cell.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if targets.contains(word) { names.insert(word) } else if targets.contains("Waymark" + word) { names.insert("Waymark" + word) }
            }
            result[module] = names
        }
        return result
    }

    @Test func architectureTableMatchesPackageManifest() throws {
        let manifest = try Self.manifestDependencies(try Self.text("Package.swift"))
        let documented = try Self.documentedDependencies(targets: Set(manifest.keys))
        #expect(documented.count >= 10, "docs/architecture.md's module table was not found")
        for (module, listed) in documented.sorted(by: { $0.key < $1.key }) {
            let declared = try #require(manifest[module], "docs/architecture.md lists \(module), which Package.swift does not declare")
            let ownDeclared = declared.intersection(manifest.keys)
            #expect(listed == ownDeclared, """
                \(module): docs/architecture.md says it depends on \(listed.sorted()), Package.swift on \(ownDeclared.sorted())
                """)
        }
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let manifest = try Self.manifestDependencies(try Self.text("Package.swift"))
        let root = Self.repository.appendingPathComponent("Sources")
        for target in manifest.keys.sorted() {
            let folder = root.appendingPathComponent(target)
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let source = try String(contentsOf: url, encoding: .utf8)
                for line in source.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let module = String(line.split(separator: " ").last ?? "")
                    // Only this package's own modules are checked; system and other packages' modules are SwiftPM's.
                    guard manifest[module] != nil, module != target else { continue }
                    #expect(manifest[target]?.contains(module) == true, """
                        Sources/\(target)/\(url.lastPathComponent) imports \(module), which \(target) does not depend on in Package.swift
                        """)
                }
            }
        }
    }

    /// Each module of the product has a test target of its own, named after it, that depends on it
    /// (docs/architecture.md, "Tests and reference data").
    @Test func everyModuleHasItsOwnTestTarget() throws {
        let manifest = try Self.text("Package.swift")
        let targets = try Self.manifestDependencies(manifest)
        let modules = targets.keys.filter { $0.hasPrefix("Waymark") && $0 != "WaymarkTestSupport" && $0 != "WaymarkBench" }
        #expect(modules.count >= 15, "the targets of Package.swift were not found")
        for module in modules.sorted() {
            let start = try #require(manifest.range(of: "name: \"\(module)Tests\""),
                                     "\(module) has no test target \(module)Tests in Package.swift")
            // The test target's declaration ends where the next element of `targets:` starts.
            let rest = manifest[start.upperBound...]
            let end = rest.range(of: #"\n {8}\."#, options: .regularExpression)?.lowerBound ?? rest.endIndex
            #expect(rest[..<end].contains("\"\(module)\""), "\(module)Tests does not depend on \(module)")
        }
    }

    /// The longest chain of imports between the package's library modules is at most seven modules
    /// deep (docs/architecture.md, "Modules"): a stage low in the graph does not pull in the ones
    /// above it, and a change low down recompiles few modules.
    @Test func moduleGraphIsAtMostSevenDeep() throws {
        let targets = try Self.manifestDependencies(try Self.text("Package.swift"))
        let libraries = targets.filter { $0.key != "waymark" && $0.key != "WaymarkBench" }
        var depth: [String: Int] = [:]
        func measure(_ module: String, _ path: [String]) -> Int {
            if let known = depth[module] { return known }
            let below = (libraries[module] ?? []).filter { libraries[$0] != nil && !path.contains($0) }
            let result = 1 + (below.map { measure($0, path + [module]) }.max() ?? 0)
            depth[module] = result
            return result
        }
        for module in libraries.keys.sorted() {
            #expect(measure(module, []) <= 7, "\(module) sits on a chain of \(measure(module, [])) modules")
        }
        #expect(depth["WaymarkMarkdown"] == 2, "WaymarkMarkdown depends on cmark-gfm and WaymarkCore only")
    }

    /// `Concurrently` is the one parallel loop of synchronous code (docs/architecture.md, "Modules"):
    /// no other file runs `DispatchQueue.concurrentPerform` or a `Thread` of its own, so every such
    /// loop gives its results in index order and sizes itself to the active cores.
    @Test func concurrentlyIsTheOneParallelLoop() throws {
        let root = Self.repository.appendingPathComponent("Sources")
        let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in walk where url.pathExtension == "swift" && url.lastPathComponent != "Concurrently.swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            checked += 1
            for pattern in ["concurrentPerform(", "Thread(block:", "Thread.detachNewThread"] {
                #expect(!source.contains(pattern), "\(url.path) uses \(pattern) instead of Concurrently")
            }
        }
        #expect(checked > 300, "the sources were not found")
    }

    /// `waymark query` reads `site.yml` and the records only: its command links nothing of the
    /// renderer or the build (docs/architecture.md, "From `Content/` to `Output/`").
    @Test func queryCommandImportsNoRenderStage() throws {
        let source = try Self.text("Sources/waymark/QueryCommand.swift")
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
        #expect(imports.contains("WaymarkConfig"))
        for module in ["WaymarkSite", "WaymarkTheme", "WaymarkRender", "WaymarkPages", "WaymarkMarkdown", "WaymarkServe", "WaymarkOutput"] {
            #expect(!imports.contains(module), "QueryCommand.swift imports \(module)")
        }
    }

    /// The folders inside a module depend on each other one way (docs/architecture.md, "Modules"):
    /// a file in one folder names a type declared in another only when that folder never names one of
    /// its own. The exceptions are the `API/`–`Internal/` splits, which sort files by visibility, not
    /// by layer, and the build and its caches in WaymarkSite, which still call each other.
    @Test func foldersInsideAModuleDependOneWay() throws {
        let known: Set<String> = [
            "WaymarkData: API, Internal", "WaymarkGeocoding: API, Internal", "WaymarkMap: API, Internal",
            "WaymarkServe: API, Internal", "WaymarkSite: Build, Content, Incremental",
        ]
        let root = Self.repository.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var found: Set<String> = []
        for module in modules {
            let graph = try FolderGraph(module: root.appendingPathComponent(module))
            for cycle in graph.cycles() { found.insert("\(module): " + cycle.joined(separator: ", ")) }
        }
        #expect(modules.count >= 15, "the modules were not found")
        #expect(found == known, "folder cycles: \(found.sorted())")
    }
}
