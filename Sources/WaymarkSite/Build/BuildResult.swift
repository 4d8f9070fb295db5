import WaymarkModel

/// The outcome of a build: every diagnostic, what was produced, and how long each phase took.
public struct BuildResult: Sendable {
    /// Errors and warnings, sorted by path, line, column and message; warnings already promoted
    /// under `--strict`.
    public var diagnostics: [Diagnostic]
    /// The files produced, sorted by path (empty when the build failed before rendering).
    public var files: [OutputFile]
    /// How many of `files` are HTML pages.
    public var pageCount: Int
    /// True when the files were swapped into the output folder.
    public var wroteOutput: Bool
    /// Each phase in order with its duration (for `--verbose`; never written into output).
    public var phases: [PhaseTiming]

    /// True when there is no error.
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

    /// Total time over all phases.
    public var duration: Duration { phases.reduce(.zero) { $0 + $1.duration } }
}
