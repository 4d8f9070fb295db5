import Foundation
import WaymarkModel
import WaymarkPages
import WaymarkSite

/// Whole-site figures: a generated site of 100,000 announcements over 200 places and
/// 10,000 charters, built in full — data, discovery, every page with its map, feeds, sitemap —
/// into a temporary folder. Prints the build time, pages per second and the peak resident memory.
///
/// `WAYMARK_SITE_BENCH_SCALE` (e.g. `0.1`) shrinks the site for a quick look in debug builds;
/// `WAYMARK_SITE_BENCH_FOLDER` keeps the generated site in that folder.
enum SiteBench {
    static func run() async {
        let scale = Double(ProcessInfo.processInfo.environment["WAYMARK_SITE_BENCH_SCALE"] ?? "") ?? 1
        let announcements = Int(100_000 * scale), charters = Int(10_000 * scale), places = max(1, Int(200 * scale))
        // WAYMARK_SITE_BENCH_FOLDER keeps the generated site there (to profile `waymark build` on it).
        let kept = ProcessInfo.processInfo.environment["WAYMARK_SITE_BENCH_FOLDER"]
        let folder = kept.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-site-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if kept == nil { BenchScratch.discard(folder) } }
        do {
            try SyntheticSite(announcements: announcements, charters: charters, places: places).write(to: folder)
        } catch {
            print("site.build: skipped (\(error))")
            return
        }
        let site = folder.appendingPathComponent("site").path
        let output = folder.appendingPathComponent("Output").path
        let options = BuildOptions(siteFolder: site, outputFolder: output, today: CalendarDate(year: 2026, month: 6, day: 1) ?? CalendarDate(daysSinceEpoch: 0))
        let start = DispatchTime.now().uptimeNanoseconds
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard result.succeeded else {
            print("site.build: failed with \(result.diagnostics.filter { $0.severity == .error }.count) errors, first: \(result.diagnostics.first.map(\.description) ?? "")")
            return
        }
        let label = "\(grouped(announcements)) announcements, \(grouped(places)) places, \(grouped(charters)) charters"
        print("site.build (\(label)): \(format(seconds)) s for \(grouped(result.pageCount)) pages, \(grouped(result.mapCount)) maps, \(grouped(result.feedCount)) feeds, \(grouped(result.fileCount)) files, \(grouped(result.byteCount / 1_048_576)) MB")
        for phase in result.phases {
            print("site.build.phase.\(phase.name): \(format(Double(phase.duration.components.seconds) + Double(phase.duration.components.attoseconds) / 1e18)) s (\(phase.detail))")
        }
        print("site.pages-per-second: \(grouped(Int(Double(result.pageCount) / seconds))) pages/s including their maps (target ≥ 2,000)")
        print("site.peak-memory: \(format(peakResidentMegabytes())) MB resident (getrusage ru_maxrss, whole process)")
        fflush(nil)
    }

    /// The process's peak resident set size in MB (Linux reports `ru_maxrss` in KiB).
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1024 / 1024
        #endif
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
