import Foundation

/// Plain Markdown pages, Waymark against Hugo (docs/scale.md, "Plain pages"): the same generated
/// pages — front matter, headings, a table, a list, links and about 1.2 KB of text each — built by
/// the `waymark` binary beside this one and, when `hugo` is on the PATH, by Hugo, whole process,
/// in one run. Prints each tool's median of five builds and the pages-per-second ratio.
///
/// `WAYMARK_PLAIN_BENCH_PAGES` (comma-separated, default `3000,30000`) sets the page counts.
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
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-plain-bench-\(ProcessInfo.processInfo.processIdentifier)-\(count)")
        defer { try? FileManager.default.removeItem(at: folder) }
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
        var waymarkTimes: [Double] = [], hugoTimes: [Double] = []
        // Alternate the two tools so that both see the same machine noise.
        for _ in 0..<5 {
            guard let seconds = BenchProcess.time(waymark, ["build", "--site", waymarkSite, "--output", waymarkSite + "/Output",
                                                            "--now", "2026-06-15", "--quiet"]) else {
                print("plain.build.\(count).waymark: failed")
                return
            }
            waymarkTimes.append(seconds)
            if let hugo {
                try? FileManager.default.removeItem(atPath: hugoSite + "/public")
                if let seconds = BenchProcess.time(hugo, ["--quiet", "--source", hugoSite]) { hugoTimes.append(seconds) }
            }
        }
        let waymarkMedian = median(waymarkTimes)
        let pagesPerSecond = Double(count) / waymarkMedian
        print("plain.build.\(count).waymark: \(SiteBench.format(waymarkMedian)) s, \(SiteBench.grouped(Int(pagesPerSecond))) pages/s (median of 5, whole process)")
        guard hugo != nil else { return }
        guard hugoTimes.count == 5 else {
            print("plain.build.\(count).hugo: failed")
            return
        }
        let hugoMedian = median(hugoTimes)
        print("plain.build.\(count).hugo: \(SiteBench.format(hugoMedian)) s, \(SiteBench.grouped(Int(Double(count) / hugoMedian))) pages/s (median of 5, whole process, into an empty public/)")
        print("plain.build.\(count).ratio: \(SiteBench.format(hugoMedian / waymarkMedian))× Hugo's pages/s (target ≥ 2.00)")
        fflush(nil)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
