import Foundation
import WaymarkTestSupport
import WaymarkModel
import WaymarkSite
#if canImport(Glibc)
import Glibc
import WaymarkPages
#endif

/// The airports site over the world OurAirports set with the default page types (large, medium and
/// small airports): full build time (load, geocode, plan, render, write), pages per second and the
/// process's peak resident memory.
///
/// The data is the world set committed under `Tests/Fixtures/ourairports/` (``OurAirportsFixture``).
enum AirportSiteBench {
    static func run() async {
        let world: URL
        do { world = try OurAirportsFixture.folder() } catch {
            print("airports-site.world-build: skipped (\(error))")
            return
        }
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("waymark-airports-bench-\(ProcessInfo.processInfo.processIdentifier)")
        let site = base.appendingPathComponent("site")
        let airports = site.appendingPathComponent("data/airports")
        let output = base.appendingPathComponent("Output").path
        defer { BenchScratch.discard(base) }
        do {
            try fm.createDirectory(at: airports, withIntermediateDirectories: true)
            for name in ["airports.csv", "runways.csv", "countries.csv", "regions.csv"] {
                try fm.createSymbolicLink(at: airports.appendingPathComponent(name), withDestinationURL: world.appendingPathComponent(name))
            }
            try Data("title: World airports\nbaseURL: https://airports.example.org/\n".utf8)
                .write(to: site.appendingPathComponent("site.yml"))
        } catch {
            print("airports-site.world-build: skipped (\(error))")
            return
        }
        let today = CalendarDate(year: 2026, month: 5, day: 20) ?? CalendarDate(daysSinceEpoch: 0)
        // Earlier benchmarks of this process raised the peak; Linux resets it on "5" in clear_refs.
        let peakReset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let options = BuildOptions(siteFolder: site.path, outputFolder: output, today: today)
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuSeconds()
        let result = await SiteBuilder(pageKinds: .standard).build(options)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuStart
        guard result.succeeded else {
            print("airports-site.world-build: failed (\(result.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.headline)))")
            return
        }
        let pages = result.pageCount
        print("airports-site.world-build: \(fixed(wall)) s wall, \(fixed(cpu)) s CPU for \(pages) pages, \(result.fileCount) files, \(result.byteCount / 1_048_576) MB (target: minutes, not hours)")
        print("airports-site.pages-per-second: \(Int(Double(pages) / wall)) pages/s wall")
        for phase in result.phases {
            let c = phase.duration.components
            print("airports-site.phase.\(phase.name): \(fixed(Double(c.seconds) + Double(c.attoseconds) / 1e18)) s (\(phase.detail))")
        }
        if peakReset, let hwm = highWaterMarkMB() {
            print("airports-site.peak-memory: \(hwm) MB peak RSS during this build (VmHWM after clear_refs)")
        }
        print("airports-site.peak-memory-process: \(peakResidentMB()) MB max RSS of the whole bench process (getrusage ru_maxrss)")
    }


    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// `ru_maxrss` in MB (Linux reports kilobytes).
    static func peakResidentMB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }

    /// `VmHWM` of `/proc/self/status` in MB: the peak resident size since the last reset.
    static func highWaterMarkMB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kb / 1024
    }

    static func fixed(_ value: Double) -> String { String(format: "%.2f", value) }
}
