import Foundation
import WaymarkSite

/// A build with the one-line progress display on standard error, when that is a terminal and the
/// run is not `--quiet` (`waymark build` and `waymark check`); the line is cleared before returning.
enum ProgressBuild {
    /// Runs the build with the program's ``SourceDrivers``.
    static func run(_ options: BuildOptions, quiet: Bool) async -> BuildResult {
        var options = options
        options.sourceDrivers = SourceDrivers.standard
        let line = TerminalProgressLine.standardError(quiet: quiet, isTerminal: isatty(STDERR_FILENO) == 1) {
            FileHandle.standardError.write(Data($0.utf8))
        }
        var builder = SiteBuilder()
        builder.progress = line?.progress
        let result = await builder.build(options)
        line?.clear()
        return result
    }
}
