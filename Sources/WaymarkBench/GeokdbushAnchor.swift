import Foundation

/// The JavaScript anchor of the geo figures: geokdbush 2.1.0 (over kdbush 4) on node, run by
/// scripts/bench/geokdbush_anchor.mjs on the same workload as ``GeoBench``. Each ``measure(checksum:)``
/// is one node process that times the build and both query passes once over (in-process medians, as
/// ``GeoBench`` times Waymark's). Available only when `GEOKDBUSH_DIR` names a geokdbush checkout (with
/// kdbush and tinyqueue in its node_modules) and `node` is on the PATH.
struct GeokdbushAnchor {
    /// The geokdbush checkout.
    let directory: String
    let script: String

    /// The anchor `GEOKDBUSH_DIR` names, or nil (saying why) when it is not set.
    static func configured() -> GeokdbushAnchor? {
        guard let dir = ProcessInfo.processInfo.environment["GEOKDBUSH_DIR"], !dir.isEmpty else {
            print("geo.anchor geokdbush: skipped (set GEOKDBUSH_DIR to a geokdbush 2.1.0 checkout to compare)")
            return nil
        }
        let script = ServeBench.repositoryRoot.appendingPathComponent("scripts/bench/geokdbush_anchor.mjs").path
        return GeokdbushAnchor(directory: dir, script: script)
    }

    /// One node run's figures, and the hits of its radius pass (for the report).
    struct Run {
        var times: GeoTimes
        var withinHits: String
    }

    /// Runs node once over the workload whose coordinate sum is `checksum`; the figures, or why there
    /// are none.
    func measure(checksum: String) -> Result<Run, BenchError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script, directory]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            return .failure(BenchError("cannot run node: \(error)"))
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0].hasPrefix("anchor.") { values[String(parts[0].dropFirst(7))] = String(parts[1]) }
        }
        func time(_ wall: String, _ cpu: String) -> GeoTimes.Time? {
            guard let wall = values[wall].flatMap(Double.init), let cpu = values[cpu].flatMap(Double.init) else { return nil }
            return GeoTimes.Time(wall: wall, cpu: cpu)
        }
        guard process.terminationStatus == 0, let build = time("build_ms", "build_cpu_ms"),
              let within = time("within10km_us", "within10km_cpu_us"),
              let nearest = time("nearest10_us", "nearest10_cpu_us") else {
            return .failure(BenchError("node exited with \(process.terminationStatus) or printed no figures; is GEOKDBUSH_DIR=\(directory) a geokdbush checkout with node_modules/kdbush and node_modules/tinyqueue?"))
        }
        guard values["checksum"] == checksum else {
            return .failure(BenchError("workload checksum \(values["checksum"] ?? "none") differs from Waymark's \(checksum)"))
        }
        return .success(Run(times: GeoTimes(build: build, within: within, nearest: nearest),
                            withinHits: values["within10km_hits"] ?? "?"))
    }
}
