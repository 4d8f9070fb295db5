import Foundation
import WaymarkTestSupport
import WaymarkData
import WaymarkModel

/// Data-loading figures: the OurAirports world set and 100,000 CSV announcements.
enum DataBench {
    static func run() async {
        switch Result(catching: { try OurAirportsFixture.folder() }) {
        case .success(let world):
            var best = (wall: Double.infinity, cpu: Double.infinity)
            var count = 0
            for _ in 0..<5 {
                let (wall, cpu) = await measure {
                    let (tables, _) = await OurAirportsLoader.load(folder: world, displayPath: "ourairports")
                    count = tables.airports.count
                }
                if wall < best.wall { best = (wall, cpu) }
            }
            print("data.ourairports-world-load: \(format(best.wall)) s for \(count) airports, \(format(best.cpu)) s CPU (target ≤ 1.0 s)")
        case .failure(let error):
            print("data.ourairports-world-load: skipped (\(error))")
        }

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("waymark-bench-\(ProcessInfo.processInfo.processIdentifier)")
        let announcements = folder.appendingPathComponent("data/announcements")
        do {
            try FileManager.default.createDirectory(at: announcements, withIntermediateDirectories: true)
            try syntheticAnnouncements(count: 100_000).write(to: announcements.appendingPathComponent("bench.csv"),
                                                             atomically: true, encoding: .utf8)
        } catch {
            print("data.announcements-csv-100k: skipped (\(error))")
            return
        }
        defer { BenchScratch.discard(folder) }
        var best = (wall: Double.infinity, cpu: Double.infinity)
        var count = 0
        for _ in 0..<5 {
            let (wall, cpu) = await measure {
                let (loaded, _) = await SiteData.loadAnnouncements(siteDirectory: folder)
                count = loaded.count
            }
            if wall < best.wall { best = (wall, cpu) }
        }
        print("data.announcements-csv-100k: \(format(best.wall)) s for \(count) announcements, \(format(best.cpu)) s CPU (target ≤ 0.5 s)")
    }

    /// Wall-clock and process CPU seconds (all threads) of `work`; CPU time shows the cost when the
    /// machine is shared and wall time is inflated by other processes.
    static func measure(_ work: () async -> Void) async -> (wall: Double, cpu: Double) {
        func cpuNow() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuNow()
        await work()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpuNow() - cpuStart)
    }

    /// A CSV of `count` announcements with every column filled, from a fixed linear congruential sequence.
    static func syntheticAnnouncements(count: Int) -> String {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let statuses = ["lost", "found", "closed", "active"]
        var text = "id,status,species,petName,breed,color,date,latitude,longitude,address,photo,contact,description\n"
        text.reserveCapacity(count * 160)
        for i in 0..<count {
            let lat = 59.3 + next() * 0.1
            let lon = 18.0 + next() * 0.1
            text += "pet-\(i),\(statuses[i % 4]),cat,Sigge,Maine Coon,grey,2025-0\(1 + i % 9)-1\(i % 10),"
            text += "\(format(lat, digits: 5)),\(format(lon, digits: 5)),\"Götgatan \(i % 200), Stockholm\",,"
            text += "+46 70 000 00 00,\"Synthetic benchmark record, \(i).\"\n"
        }
        return text
    }

    static func format(_ value: Double, digits: Int = 3) -> String {
        String(format: "%.\(digits)f", value)
    }
}
