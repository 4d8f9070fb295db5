// `make bench`: release-mode figures, one line per figure.
// The site build runs first so its peak-memory figure is its own.
// `WAYMARK_BENCH=serve` (comma-separated names: site, site-cache, world, plain, geo, map, data, discovery, serve, geocoding,
// airports, hardening, postgres, cards; serve-generated for only the incremental 10,000-page serve figure, serve-example for
// only the example site's) runs only the named
// benchmarks; unset runs them all.
import CMimalloc
import Foundation

// The in-process figures (serve, data, discovery, map) allocate through mimalloc, as `waymark`
// does; asking its version keeps a linker that drops unused libraries from dropping it.
_ = mi_version()

// `waymark-bench write-files <pack> <folder>`: the file-system floor the plain-pages bench times.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "write-files" {
    do {
        try FileSystemFloor.write(pack: CommandLine.arguments[2], to: CommandLine.arguments[3])
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}

let selectedBenches = ProcessInfo.processInfo.environment["WAYMARK_BENCH"].map {
    Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
}
func benchSelected(_ name: String) -> Bool { selectedBenches?.contains(name) ?? true }

if benchSelected("site") { await SiteBench.run() }
// The world site before the cache bench: that bench's `--no-cache` rebuild replaces a 196,000-file
// output, and files made in the minutes after a large deletion cost up to ten times their system
// time on ext4 without a journal (BenchScratch).
if benchSelected("world") { WorldSiteBench.run() }
if benchSelected("site-cache") { SiteCacheBench.run() }
if benchSelected("plain") { PlainSiteBench.run() }
if benchSelected("geo") { GeoBench.run() }
if benchSelected("map") { MapBench.run() }
if benchSelected("data") { await DataBench.run() }
if benchSelected("discovery") { await DiscoveryBench.run() }
if benchSelected("serve") || benchSelected("serve-generated") || benchSelected("serve-example") { await ServeBench.run() }
if benchSelected("geocoding") { GeocodingBench.run() }
if benchSelected("airports") { await AirportSiteBench.run() }
if benchSelected("hardening") { HardeningBench.run() }
if benchSelected("postgres") { await PostgresBench.run() }
if benchSelected("cards") { CardBench.run() }
// Folders the benchmarks are done with were moved aside, not deleted (BenchScratch: a build timed
// after a large deletion pays up to ten times its system time on ext4 without a journal).
BenchScratch.emptyTrash()
