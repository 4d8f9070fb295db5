import WaymarkModel

/// The text a command prints about a build: diagnostics (for standard error) and the summary
/// (for standard output). Shared by `waymark build`, `check` and `serve` so they read alike.
public struct BuildReport: Sendable {
    /// Every diagnostic, each with its source line and caret; warnings are left out under `quiet`.
    public let diagnosticLines: [String]
    /// `--verbose` phase lines, then the one-line summary; empty under `quiet` unless the build failed.
    public let summaryLines: [String]

    /// Describes `result` for the output folder as the user named it.
    public init(result: BuildResult, outputFolder: String, quiet: Bool, verbose: Bool) {
        let shown = result.diagnostics.filter { !quiet || $0.severity == .error }
        diagnosticLines = shown.map(\.description)
        var lines: [String] = []
        if verbose {
            for phase in result.phases {
                lines.append("\(phase.name.padding(toLength: 9)) \(Self.seconds(phase.duration)) s  \(phase.detail)")
            }
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.count - errors
        let time = Self.seconds(result.duration)
        if result.succeeded && result.wroteOutput {
            let folder = outputFolder.hasSuffix("/") ? outputFolder : outputFolder + "/"
            let pages = result.pageCount == 1 ? "1 page" : "\(result.pageCount) pages"
            let files = Self.count(result.files.count, "file")
            var line = "Built \(pages) (\(files)) into \(folder) in \(time) s"
            if warnings > 0 { line += " with \(Self.count(warnings, "warning"))" }
            if !quiet { lines.append(line) }
        } else if result.succeeded {
            if !quiet { lines.append("Checked \(result.pageCount) pages in \(time) s: no errors" + (warnings > 0 ? ", \(Self.count(warnings, "warning"))" : "")) }
        } else {
            lines.append("Build failed with \(Self.count(errors, "error"))"
                         + (warnings > 0 ? " and \(Self.count(warnings, "warning"))" : "")
                         + "; \(outputFolder) was left as it was")
        }
        summaryLines = lines
    }

    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

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
