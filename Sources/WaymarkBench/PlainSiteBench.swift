import Foundation

/// Plain Markdown pages, Waymark against Hugo (docs/scale.md, "Plain pages against Hugo"): the same
/// generated pages — front matter, headings, a table, a list, links and about 1.2 KB of text each —
/// built by the `waymark` binary beside this one and, when `hugo` is on the PATH, by Hugo, whole
/// process, in one run. Prints each tool's median of five builds and the pages-per-second ratio, for a clean
/// build into an empty output folder and for a rebuild of the unchanged site into the previous output.
///
/// `WAYMARK_PLAIN_BENCH_PAGES` (comma-separated, default `3000,30000`) sets the page counts;
/// `WAYMARK_PLAIN_BENCH_FOLDER` keeps both sites of each count under that folder (to profile a build).
enum PlainSiteBench {
    static func run() {
        let counts = (ProcessInfo.processInfo.environment["WAYMARK_PLAIN_BENCH_PAGES"] ?? "3000,30000")
            .split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let waymark = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("waymark").path
        guard FileManager.default.isExecutableFile(atPath: waymark) else {
            print("plain.build: skipped (no waymark binary at \(waymark); `make bench` builds it)")
            return
        }
        let hugo = BenchProcess.find("hugo")
        if hugo == nil { print("plain.build.hugo: skipped (hugo is not installed; `make bench` installs it)") }
        for count in counts {
            measure(pages: count, waymark: waymark, hugo: hugo)
        }
    }

    static func measure(pages count: Int, waymark: String, hugo: String?) {
        let kept = ProcessInfo.processInfo.environment["WAYMARK_PLAIN_BENCH_FOLDER"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = (kept.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("waymark-plain-bench-\(kept == nil ? "\(ProcessInfo.processInfo.processIdentifier)-" : "")\(count)")
        defer { if kept == nil { BenchScratch.discard(folder) } }
        let pages = PlainPageSet(count: count)
        do {
            try pages.writeWaymarkSite(to: folder.appendingPathComponent("waymark"))
            try pages.writeHugoSite(to: folder.appendingPathComponent("hugo"))
        } catch {
            print("plain.build.\(count): skipped (\(error))")
            return
        }
        let waymarkSite = folder.appendingPathComponent("waymark").path
        let hugoSite = folder.appendingPathComponent("hugo").path
        let waymarkArguments = ["build", "--site", waymarkSite, "--output", waymarkSite + "/Output", "--now", "2026-06-15", "--quiet"]
        let hugoArguments = ["--quiet", "--source", hugoSite]
        // Two cases: a clean build into an empty output folder (the previous one moved aside, not deleted:
        // BenchScratch), and a rebuild of the unchanged site into
        // the previous output (what a CI job or an editor does most). The tools alternate so that both
        // see the same machine noise.
        var clean = Times(), rebuild = Times()
        for _ in 0..<5 {
            BenchScratch.discard(path: waymarkSite + "/Output")
            BenchScratch.discard(path: hugoSite + "/public")
            guard let first = BenchProcess.time(waymark, waymarkArguments),
                  let second = BenchProcess.time(waymark, waymarkArguments) else {
                print("plain.build.\(count).waymark: failed")
                return
            }
            clean.waymark.append(first)
            rebuild.waymark.append(second)
            if let hugo, let first = BenchProcess.time(hugo, hugoArguments), let second = BenchProcess.time(hugo, hugoArguments) {
                clean.hugo.append(first)
                rebuild.hugo.append(second)
            }
        }
        report(clean, pages: count, what: "clean", hugoInstalled: hugo != nil, into: "into an empty output folder")
        report(rebuild, pages: count, what: "rebuild", hugoInstalled: hugo != nil, into: "the unchanged site into its previous output")
        fflush(nil)
    }

    /// Whole-process times of both tools in one case.
    struct Times {
        var waymark: [Double] = []
        var hugo: [Double] = []
    }

    static func report(_ times: Times, pages count: Int, what: String, hugoInstalled: Bool, into: String) {
        let waymarkMedian = median(times.waymark)
        let pagesPerSecond = Double(count) / waymarkMedian
        print("plain.\(what).\(count).waymark: \(SiteBench.format(waymarkMedian)) s, \(SiteBench.grouped(Int(pagesPerSecond))) pages/s (median of 5, whole process, \(into))")
        guard hugoInstalled else { return }
        guard times.hugo.count == 5 else {
            print("plain.\(what).\(count).hugo: failed")
            return
        }
        let hugoMedian = median(times.hugo)
        print("plain.\(what).\(count).hugo: \(SiteBench.format(hugoMedian)) s, \(SiteBench.grouped(Int(Double(count) / hugoMedian))) pages/s (median of 5, whole process, \(into))")
        print("plain.\(what).\(count).ratio: \(SiteBench.format(hugoMedian / waymarkMedian))× Hugo's pages/s (target ≥ 2.00)")
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
