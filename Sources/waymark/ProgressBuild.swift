import CMimalloc
import Foundation
import WaymarkSite

/// A build with the one-line progress display on standard error, when that is a terminal and the
/// run is not `--quiet` (`waymark build` and `waymark check`); the line is cleared before returning.
enum ProgressBuild {
    /// Runs the build with the program's ``SourceDrivers``.
    static func run(_ options: BuildOptions, quiet: Bool) async -> BuildResult {
        // The program allocates through mimalloc, linked in place of glibc's malloc (docs/scale.md,
        // "Memory") because this file imports it; asking its version also keeps a linker that drops
        // unused libraries (`--as-needed`) from dropping it.
        _ = mi_version()
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
