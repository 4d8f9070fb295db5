import CMemoryHints
import Foundation
import WaymarkSite

/// A build with the one-line progress display on standard error, when that is a terminal and the
/// run is not `--quiet` (`waymark build` and `waymark check`); the line is cleared before returning.
enum ProgressBuild {
    /// Runs the build with the program's ``SourceDrivers``.
    static func run(_ options: BuildOptions, quiet: Bool) async -> BuildResult {
        // One malloc arena per core instead of glibc's eight per core: over a few builds of the
        // world-scale site, peaks of 880–953 MB against 890–994 MB, no slower (docs/scale.md, "Memory").
        _ = waymark_limit_malloc_arenas(Int32(max(2, ProcessInfo.processInfo.activeProcessorCount)))
        var options = options
        options.sourceDrivers = SourceDrivers.standard
        let line = TerminalProgressLine.standardError(quiet: quiet, isTerminal: isatty(STDERR_FILENO) == 1) {
            FileHandle.standardError.write(Data($0.utf8))
        }
        var builder = SiteBuilder(pageKinds: .standard)
        builder.progress = line?.progress
        let result = await builder.build(options)
        line?.clear()
        return result
    }
}
