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
}

/// Exit codes (SPEC §8): 1 for content errors, 64 for usage errors.
enum ExitStatus {
    static let contentError: Int32 = 1
    static let usageError: Int32 = 64
}
