import ArgumentParser
import Foundation
import WaymarkMap
import WaymarkModel
import WaymarkSite

/// `waymark check`: runs the whole build in validate mode — data, geocoding, pages, templates and
/// internal links — and reports every problem without writing anything.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the site's data, pages, templates and links without writing.",
        discussion: """
        Runs every phase of a build except writing: the data of data/ (charters, announcements, places, \
        airports), geocoding, pages, templates, and links between pages. Exit status: 0 when there is no \
        error, 1 for content errors, 64 for usage errors.
        """)

    @OptionGroup var site: SiteOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site.site, isDirectory: &isDirectory), isDirectory.boolValue else {
            FileHandle.standardError.write(Data("error: site folder \"\(site.site)\" does not exist\n".utf8))
            throw ExitCode(ExitStatus.usageError)
        }
        let today: CalendarDate
        switch site.today() {
        case .success(let day): today = day
        case .failure(let problem):
            FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
            throw ExitCode(ExitStatus.usageError)
        }
        var options = BuildOptions(siteFolder: site.site, outputFolder: "Output", today: today, strict: site.strict,
                                   mode: .validate)
        options.keepsRenderedFiles = false
        let result = await ProgressBuild.run(options, quiet: output.quiet)
        let report = BuildReport(checked: result, quiet: output.quiet, verbose: output.verbose)
        for text in report.diagnosticLines { FileHandle.standardError.write(Data((text + "\n").utf8)) }
        // Once per run, not once per map: maps without GSHHG draw Natural Earth (docs/geo.md, "Coastlines").
        if let warning = Coastlines.standard.fallbackWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        for text in report.summaryLines { print(text) }
        if !result.succeeded { throw ExitCode(ExitStatus.contentError) }
    }
}
