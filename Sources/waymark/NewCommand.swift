import ArgumentParser
import Foundation
import WaymarkModel
import WaymarkSite

/// `waymark new`: scaffolds a small site that builds cleanly, into a new or empty folder.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a new site: site.yml, pages, a report, example data and a static image.",
        discussion: """
        Writes a small site into FOLDER (created when missing) that builds with no error and no warning \
        under --strict: site.yml, a home and an about page, a report with waymark query blocks, example \
        charters, pets and a place, data/README.md and static/. The example dates follow --now (else \
        SOURCE_DATE_EPOCH, else the current UTC date). A folder that holds files is refused unless \
        --force, which adds only the missing files and never overwrites one. Exit status: 0 on success, \
        1 when a file cannot be written, 64 for usage errors.
        """
    )

    @Argument(help: "The folder of the new site.")
    var folder: String

    @Option(name: .long, help: "The site's name.")
    var title: String = ScaffoldSettings.defaultTitle

    @Option(name: .customLong("base-url"), help: "The absolute http(s) URL the site will be published at.")
    var baseURL: String = ScaffoldSettings.defaultBaseURL

    @Option(name: .long, help: "The day the example data is dated from, YYYY-MM-DD (else SOURCE_DATE_EPOCH, else the UTC date).")
    var now: String?

    @Flag(name: .long, help: "Add the missing files to a folder that is not empty; existing files are never changed.")
    var force = false

    func validate() throws {
        _ = try settings()
    }

    func run() throws {
        let scaffold = SiteScaffold()
        do {
            let report = try scaffold.create(in: folder, settings: try settings(), force: force)
            for line in report.summaryLines { print(line) }
        } catch let problem as ScaffoldError {
            FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
            throw problem.isUsageError ? ExitCode(ExitStatus.usageError) : ExitCode.failure
        }
    }

    /// The checked settings, or a usage error naming the bad value.
    private func settings() throws -> ScaffoldSettings {
        let today: CalendarDate
        switch SiteOptions.today(now: now) {
        case .success(let day): today = day
        case .failure(let problem): throw ValidationError(problem.description)
        }
        do {
            return try ScaffoldSettings(title: title, baseURL: baseURL, today: today)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
