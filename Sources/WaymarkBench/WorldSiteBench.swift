import Foundation
import WaymarkTestSupport

/// The world-scale site (docs/scale.md): the generated site of ``SiteBench`` (100,000
/// announcements, 200 places, 10,000 charters) together with the whole OurAirports world set
/// (`Tests/Fixtures/ourairports/`, ``OurAirportsFixture``) under the default airport pages, built by
/// one whole `waymark build --no-cache --verbose` process (a clean build: no build cache read or written). Prints the wall time, pages and pages per second,
/// the child's user and system CPU and its peak resident memory (`wait4`), and the build's phases.
///
/// `WAYMARK_WORLD_BENCH_WAYMARK` names the `waymark` binary to measure (default: the one beside
/// this bench), so an older build can be measured by the same bench; `WAYMARK_SITE_BENCH_SCALE`
/// shrinks the generated part as for ``SiteBench`` (the airports stay the whole world);
/// `WAYMARK_WORLD_BENCH_FOLDER` keeps the site and its output in that folder.
enum WorldSiteBench {
    static func run() {
        let environment = ProcessInfo.processInfo.environment
        let waymark = environment["WAYMARK_WORLD_BENCH_WAYMARK"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("waymark").path
        guard FileManager.default.isExecutableFile(atPath: waymark) else {
            print("world.build: skipped (no waymark binary at \(waymark); `make bench` builds it)")
            return
        }
        let scale = Double(environment["WAYMARK_SITE_BENCH_SCALE"] ?? "") ?? 1
        let announcements = Int(100_000 * scale), charters = Int(10_000 * scale), places = max(1, Int(200 * scale))
        let kept = environment["WAYMARK_WORLD_BENCH_FOLDER"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = kept.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-world-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if kept == nil { BenchScratch.discard(folder) } }
        do {
            try write(to: folder, announcements: announcements, charters: charters, places: places)
        } catch {
            print("world.build: skipped (\(error))")
            return
        }
        let output = folder.appendingPathComponent("Output").path
        BenchScratch.discard(path: output)
        let arguments = ["build", "--site", folder.appendingPathComponent("site").path, "--output", output,
                         "--now", "2026-06-01", "--no-cache", "--verbose"]
        print("world.load-average: \(SiteCacheBench.loadAverage()) (1, 5, 15 min, before the build)")
        guard let run = ChildRun.run(waymark, arguments), run.status == 0 else {
            print("world.build: failed (waymark build did not succeed)")
            return
        }
        let lines = run.output.split(separator: "\n").map(String.init)
        let pages = lines.first { $0.hasPrefix("Built ") }.flatMap(pageCount) ?? 0
        let label = "\(SiteBench.grouped(announcements)) announcements, \(SiteBench.grouped(places)) places, "
            + "\(SiteBench.grouped(charters)) charters, the OurAirports world set"
        print("world.build (\(label)): \(SiteBench.format(run.wall)) s wall for \(SiteBench.grouped(pages)) pages, whole `waymark build` process (target ≤ 60 s)")
        print("world.pages-per-second: \(SiteBench.grouped(Int(Double(pages) / run.wall))) pages/s including their maps")
        print("world.cpu: \(SiteBench.format(run.user + run.system)) s (user \(SiteBench.format(run.user)) s, system \(SiteBench.format(run.system)) s), \(SiteBench.format((run.user + run.system) / run.wall)) cores on average")
        print("world.peak-memory: \(Int(run.peakMB.rounded())) MB peak resident of the build process (wait4 ru_maxrss; target ≤ 1,024)")
        for line in lines where !line.hasPrefix("Built ") && line.contains(" s  ") {
            let name = line.prefix { $0 != " " }
            print("world.build.phase.\(name): \(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces))")
        }
        if let summary = lines.first(where: { $0.hasPrefix("Built ") }) { print("world.build.summary: \(summary)") }
        print("world.load-average-after: \(SiteCacheBench.loadAverage())")
        fflush(nil)
    }

    /// Writes the generated site under `folder` and copies the OurAirports world set into its
    /// `data/airports/` (a build does not follow symbolic links out of the site).
    static func write(to folder: URL, announcements: Int, charters: Int, places: Int) throws {
        let world = try OurAirportsFixture.folder()
        try SyntheticSite(announcements: announcements, charters: charters, places: places).write(to: folder)
        let airports = folder.appendingPathComponent("site/data/airports")
        let fm = FileManager.default
        try fm.createDirectory(at: airports, withIntermediateDirectories: true)
        for name in ["airports.csv", "runways.csv", "countries.csv", "regions.csv"] {
            let copy = airports.appendingPathComponent(name)
            try? fm.removeItem(at: copy)
            try fm.copyItem(at: world.appendingPathComponent(name), to: copy)
        }
    }

    /// `7,285` of `Built 7,285 pages, …`.
    static func pageCount(_ summary: String) -> Int? {
        let words = summary.split(separator: " ")
        guard words.count > 2, words[2].hasPrefix("page") else { return nil }
        return Int(words[1].filter { $0 != "," })
    }
}
