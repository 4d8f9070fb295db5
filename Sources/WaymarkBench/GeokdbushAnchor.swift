import Foundation

/// The JavaScript anchor of the geo figures: geokdbush 2.1.0 (over kdbush 4) on node, run by
/// scripts/bench/geokdbush_anchor.mjs on the same workload as ``GeoBench``. Runs only when
/// `GEOKDBUSH_DIR` names a geokdbush checkout (with kdbush and tinyqueue in its node_modules) and
/// `node` is on the PATH; otherwise says why it was skipped.
struct GeokdbushAnchor {
    var build: Double    // ms, median of 7
    var within: Double   // µs per query, median of 3
    var nearest: Double  // µs per query, median of 3
    /// Process CPU time of the median runs, in the same units (nil when the script did not print them).
    var cpu: (build: Double, within: Double, nearest: Double)?

    static func run(checksum: String) -> GeokdbushAnchor? {
        guard let dir = ProcessInfo.processInfo.environment["GEOKDBUSH_DIR"], !dir.isEmpty else {
            print("geo.anchor geokdbush: skipped (set GEOKDBUSH_DIR to a geokdbush 2.1.0 checkout to compare)")
            return nil
        }
        let script = ServeBench.repositoryRoot.appendingPathComponent("scripts/bench/geokdbush_anchor.mjs").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script, dir]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            print("geo.anchor geokdbush: skipped (cannot run node: \(error))")
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0].hasPrefix("anchor.") { values[String(parts[0].dropFirst(7))] = String(parts[1]) }
        }
        guard process.terminationStatus == 0, let build = values["build_ms"].flatMap(Double.init),
              let within = values["within10km_us"].flatMap(Double.init),
              let nearest = values["nearest10_us"].flatMap(Double.init) else {
            print("geo.anchor geokdbush: skipped (node exited with \(process.terminationStatus) or printed no figures; is GEOKDBUSH_DIR=\(dir) a geokdbush checkout with node_modules/kdbush and node_modules/tinyqueue?)")
            return nil
        }
        if values["checksum"] != checksum {
            print("geo.anchor geokdbush: warning: workload checksum \(values["checksum"] ?? "none") differs from Waymark's \(checksum)")
        }
        print(String(format: "geo.anchor geokdbush 2.1.0 (node, in-process medians): build %.1f ms, within 10 km %.2f µs/query, nearest 10 %.2f µs/query",
                     build, within, nearest) + " (\(values["within10km_hits"] ?? "?") hits within 10 km on a 6,371 km sphere)")
        var cpu: (Double, Double, Double)?
        if let b = values["build_cpu_ms"].flatMap(Double.init), let w = values["within10km_cpu_us"].flatMap(Double.init),
           let n = values["nearest10_cpu_us"].flatMap(Double.init) {
            cpu = (b, w, n)
        }
        return GeokdbushAnchor(build: build, within: within, nearest: nearest, cpu: cpu)
    }

    /// Same-run ratios (geokdbush time ÷ Waymark time; above 1 means Waymark is faster): wall clock, and
    /// process CPU time, which a machine shared with other work disturbs less.
    func printRatios(build waymarkBuild: Double, within waymarkWithin: Double, nearest waymarkNearest: Double,
                     cpu waymarkCPU: (build: Double, within: Double, nearest: Double)) {
        print(String(format: "geo.anchor ratio (geokdbush ÷ Waymark, wall, target ≥ 3): build %.2f×, within 10 km %.2f×, nearest 10 %.2f×",
                     build / waymarkBuild, within / waymarkWithin, nearest / waymarkNearest))
        if let cpu {
            print(String(format: "geo.anchor ratio (geokdbush ÷ Waymark, process CPU): build %.2f× (%.1f vs %.1f ms), within 10 km %.2f×, nearest 10 %.2f× (%.2f vs %.2f µs)",
                         cpu.build / waymarkCPU.build, cpu.build, waymarkCPU.build, cpu.within / waymarkCPU.within,
                         cpu.nearest / waymarkCPU.nearest, cpu.nearest, waymarkCPU.nearest))
        }
    }
}
