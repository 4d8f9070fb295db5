/// One side's figures for the geo workloads in one round: the index build (ms) and the two query
/// passes (µs a query), each as wall-clock time and the process CPU time of the same run.
struct GeoTimes {
    /// A wall-clock time and the process CPU time (user + system, every thread) of the same run.
    struct Time {
        var wall: Double
        var cpu: Double
    }

    var build: Time
    var within: Time
    var nearest: Time

    /// The three workloads with their names, in the order they are printed.
    var workloads: [(name: String, time: Time)] {
        [("build", build), ("within 10 km", within), ("nearest 10", nearest)]
    }

    /// The per-workload median of several rounds' figures.
    static func median(_ rounds: [GeoTimes]) -> GeoTimes {
        func middle(_ time: (GeoTimes) -> Time) -> Time {
            Time(wall: PlainSiteBench.median(rounds.map { time($0).wall }),
                 cpu: PlainSiteBench.median(rounds.map { time($0).cpu }))
        }
        return GeoTimes(build: middle(\.build), within: middle(\.within), nearest: middle(\.nearest))
    }

    /// `anchor ÷ ours` for each workload (above 1: ours is faster), wall and CPU.
    static func ratios(anchor: GeoTimes, ours: GeoTimes) -> [Time] {
        zip(anchor.workloads, ours.workloads).map { a, o in
            Time(wall: a.time.wall / o.time.wall, cpu: a.time.cpu / o.time.cpu)
        }
    }
}
