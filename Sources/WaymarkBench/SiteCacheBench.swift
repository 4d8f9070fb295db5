import Foundation

/// `waymark build --cache` on the generated site of ``SiteBench`` (110k pages at scale 1), each
/// build a whole `waymark` process (the binary beside this one), as CI runs them: a clean build that
/// fills the cache, a rebuild with nothing changed, a rebuild after editing one announcement, and for
/// comparison a rebuild with `--no-cache` into the previous output. Prints each wall time, the phases
/// of the unchanged rebuild (`--verbose`) and the load average, since the machine may be shared.
///
/// `WAYMARK_SITE_BENCH_SCALE` shrinks the site as for ``SiteBench``.
enum SiteCacheBench {
    static func run() {
        let waymark = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("waymark").path
        guard FileManager.default.isExecutableFile(atPath: waymark) else {
            print("site.cache: skipped (no waymark binary at \(waymark); `make bench` builds it)")
            return
        }
        let scale = Double(ProcessInfo.processInfo.environment["WAYMARK_SITE_BENCH_SCALE"] ?? "") ?? 1
        let announcements = Int(100_000 * scale), charters = Int(10_000 * scale), places = max(1, Int(200 * scale))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-site-cache-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { BenchScratch.discard(folder) }
        do {
            try SyntheticSite(announcements: announcements, charters: charters, places: places).write(to: folder)
        } catch {
            print("site.cache: skipped (\(error))")
            return
        }
        let site = folder.appendingPathComponent("site").path
        let common = ["build", "--site", site, "--output", folder.appendingPathComponent("Output").path, "--now", "2026-06-01",
                      "--cache", folder.appendingPathComponent("cache").path]
        let label = "\(SiteBench.grouped(announcements)) announcements, \(SiteBench.grouped(charters)) charters"
        print("site.cache.load-average: \(loadAverage()) (1, 5, 15 min, before the builds)")
        guard let clean = timed(waymark, common + ["--quiet"]) else {
            print("site.cache: skipped (the clean build failed)")
            return
        }
        print("site.cache.clean (\(label)): \(SiteBench.format(clean.seconds)) s, whole process, filling the cache")
        guard let unchanged = timed(waymark, common + ["--verbose"]) else { return print("site.cache.unchanged: failed") }
        print("site.cache.unchanged: \(SiteBench.format(unchanged.seconds)) s, whole process, nothing changed (target ≤ 2 s)")
        for line in unchanged.output.split(separator: "\n") where line.hasPrefix("  ") || line.contains(" s  ") {
            print("site.cache.unchanged.phase: \(line.trimmingCharacters(in: .whitespaces))")
        }
        let csv = folder.appendingPathComponent("site/data/announcements/bench.csv")
        guard let text = try? String(contentsOf: csv, encoding: .utf8), text.contains(",Pet 5,mixed,"),
              (try? text.replacingOccurrences(of: ",Pet 5,mixed,", with: ",Pet 5 (edited),mixed,")
                .write(to: csv, atomically: true, encoding: .utf8)) != nil else {
            return print("site.cache.one-announcement: skipped (could not edit bench.csv)")
        }
        guard let edited = timed(waymark, common + ["--verbose"]) else { return print("site.cache.one-announcement: failed") }
        print("site.cache.one-announcement: \(SiteBench.format(edited.seconds)) s, whole process, one announcement edited (target ≤ 3 s)")
        for line in edited.output.split(separator: "\n") where line.contains(" s  ") {
            print("site.cache.one-announcement.phase: \(line.trimmingCharacters(in: .whitespaces))")
        }
        guard let uncached = timed(waymark, common + ["--quiet", "--no-cache"]) else { return print("site.cache.no-cache: failed") }
        print("site.cache.no-cache: \(SiteBench.format(uncached.seconds)) s, whole process, nothing changed, --no-cache")
        print("site.cache.load-average-after: \(loadAverage())")
        fflush(nil)
    }

    /// Wall seconds and standard output of `executable arguments`, or `nil` when it failed.
    static func timed(_ executable: String, _ arguments: [String]) -> (seconds: Double, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return process.terminationStatus == 0 ? (seconds, String(decoding: output, as: UTF8.self)) : nil
    }

    /// The first three fields of /proc/loadavg, or "unknown".
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
