import ArgumentParser
import Foundation
import WaymarkModel

/// Options shared by every command that reads a site.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder (holds site.yml).")
    var site: String = "Content"

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Option(name: .long, help: "Today's date for the build, YYYY-MM-DD (else SOURCE_DATE_EPOCH, else the UTC date).")
    var now: String?

    /// "Today" for this run: `--now`, else `SOURCE_DATE_EPOCH`, else the current UTC date.
    func today() -> Result<CalendarDate, CalendarDate.TodayError> {
        Self.today(now: now)
    }

    /// Usage errors of the commands that build a site folder (`build`, `serve`): a bad `--now`, a
    /// `--site` that is not a folder.
    func validateForBuilding() throws {
        if case .failure(let problem) = today() { throw ValidationError(problem.description) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--site \"\(site)\" is not a folder: expected the folder that holds site.yml")
        }
    }

    /// The same rule for a command without site options (`waymark new`).
    static func today(now: String?) -> Result<CalendarDate, CalendarDate.TodayError> {
        CalendarDate.today(now: now, environment: ProcessInfo.processInfo.environment,
                           clock: { Int64(Date().timeIntervalSince1970) })
    }
}

/// `--quiet` / `--verbose`.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Name and time each phase.")
    var verbose = false

    /// Run by ArgumentParser for every command that has these options.
    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }
}

/// Exit codes (README, "Command line"): 1 for content errors, 64 for usage errors, 69 when the
/// preview server stopped working.
enum ExitStatus {
    static let contentError: Int32 = 1
    static let usageError: Int32 = 64
    /// `EX_UNAVAILABLE`: `waymark serve` could no longer serve (e.g. accepting connections failed).
    static let serverFailure: Int32 = 69
}
