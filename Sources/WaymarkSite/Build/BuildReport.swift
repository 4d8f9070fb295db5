import WaymarkData
import WaymarkModel

/// The text a command prints about a build: diagnostics (for standard error) and the summary
/// (for standard output). Shared by `waymark build` and `check` so they read alike.
package struct BuildReport: Sendable {
    /// Every diagnostic, each with its source line and caret; warnings are left out under `quiet`.
    package let diagnosticLines: [String]
    /// `--verbose` phase lines, then the one-line summary; empty under `quiet` unless the run failed.
    package let summaryLines: [String]

    /// Describes a `waymark build` for the output folder as the user named it, ending with e.g.
    /// `Built 7,285 pages, 7,312 maps, 44 feeds (7,360 files) into Output/ in 4.12 s with 17 warnings`,
    /// or `Build failed with 2 errors; Output was left as it was`. A `--shard` build says which
    /// shard its files are: `(1,840 files of shard 2/4)`.
    package init(result: BuildResult, outputFolder: String, quiet: Bool, verbose: Bool, shard: OutputShard? = nil) {
        let (errors, warnings) = Self.severities(result)
        var summary: String?
        if result.succeeded && result.wroteOutput {
            let folder = outputFolder.hasSuffix("/") ? outputFolder : outputFolder + "/"
            let made = [Self.count(result.pageCount, "page"), Self.count(result.mapCount, "map"),
                        Self.count(result.feedCount, "feed")].joined(separator: ", ")
            let files = Self.count(result.fileCount, "file") + (shard.map { " of shard \($0)" } ?? "")
            var line = "Built \(made) (\(files)) into \(folder) in \(Self.seconds(result.duration)) s"
            if warnings > 0 { line += " with \(Self.count(warnings, "warning"))" }
            if !quiet { summary = line }
        } else {
            summary = "Build failed with \(Self.count(errors, "error"))"
                + (warnings > 0 ? " and \(Self.count(warnings, "warning"))" : "")
                + "; \(outputFolder) was left as it was"
        }
        self.init(result: result, quiet: quiet, verbose: verbose, summary: summary)
    }

    /// Describes a `waymark check`: the pages it rendered and the records it loaded, ending with e.g.
    /// `Checked 7,285 pages, 40 charters, 330 announcements, 12 places, 9,815 airports in 1.20 s:
    /// no errors, 17 warnings` (one line). Under `quiet` the line is printed only when there are errors.
    /// Charters include private ones (checked, then left out of the site).
    package init(checked result: BuildResult, quiet: Bool, verbose: Bool) {
        let (errors, warnings) = Self.severities(result)
        let data = result.data ?? SiteData()
        let counts = [
            Self.count(result.pageCount, "page"), Self.count(data.charters.count + data.droppedPrivateCharters, "charter"),
            Self.count(data.announcements.count, "announcement"), Self.count(data.places.count, "place"),
            Self.count(data.airports.count, "airport"),
        ].joined(separator: ", ")
        let verdict = (errors == 0 ? "no errors" : Self.count(errors, "error"))
            + (warnings > 0 ? ", \(Self.count(warnings, "warning"))" : "")
        let line = "Checked \(counts) in \(Self.seconds(result.duration)) s: \(verdict)"
        self.init(result: result, quiet: quiet, verbose: verbose, summary: quiet && errors == 0 ? nil : line)
    }

    /// The diagnostics, the `--verbose` phase lines and `summary`.
    private init(result: BuildResult, quiet: Bool, verbose: Bool, summary: String?) {
        diagnosticLines = result.diagnostics.filter { !quiet || $0.severity == .error }.map(\.description)
        var lines: [String] = []
        if verbose {
            for phase in result.phases {
                lines.append("\(phase.name.padding(toLength: 9)) \(Self.seconds(phase.duration)) s  \(phase.detail)")
            }
            // `--cache`: how many feed entries were joined from the previous output's feeds.
            let entries = result.feedEntriesReusedCount + result.feedEntriesRenderedCount
            if entries > 0 {
                lines.append("\("feeds".padding(toLength: 9)) \(CheckSummary.grouped(entries)) feed \(entries == 1 ? "entry" : "entries"): "
                             + "\(CheckSummary.grouped(result.feedEntriesReusedCount)) kept from the previous output, "
                             + "\(CheckSummary.grouped(result.feedEntriesRenderedCount)) rendered")
            }
        }
        if let summary { lines.append(summary) }
        summaryLines = lines
    }

    /// The errors and warnings of `result`.
    private static func severities(_ result: BuildResult) -> (errors: Int, warnings: Int) {
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        return (errors, result.diagnostics.count - errors)
    }

    /// `1 page`, `0 maps`, `7,285 pages`: the count grouped by thousands with commas (whatever the
    /// locale), and the noun in the plural unless the count is 1.
    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(CheckSummary.grouped(n)) \(noun)s" }

    /// Seconds with two decimals: `0.12`.
    static func seconds(_ duration: Duration) -> String {
        let (whole, attos) = duration.components
        let hundredths = Int((Double(whole) + Double(attos) / 1e18) * 100 + 0.5)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension String {
    /// The string padded with spaces to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
