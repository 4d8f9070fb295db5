import ArgumentParser
import Foundation
import WaymarkData
import WaymarkModel

/// `waymark check`: loads and validates the site's data without writing anything.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the site's data (and, once wired, pages, templates and links) without writing.")

    @OptionGroup var site: SiteOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let directory = URL(fileURLWithPath: site.site, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            FileHandle.standardError.write(Data("error: site folder \"\(site.site)\" does not exist\n".utf8))
            throw ExitCode(ExitStatus.usageError)
        }
        let (data, dataDiagnostics) = await SiteData.load(siteDirectory: directory, strict: site.strict, displayRoot: site.site)
        var diagnostics = dataDiagnostics
        // Hook for the integrator: page, template and internal-link validation (WaymarkSite) adds
        // its diagnostics here, promoted with `site.strict`, before the report is printed.
        diagnostics.append(contentsOf: await Self.siteDiagnostics(directory: directory, data: data, strict: site.strict))
        let shown = Diagnostics(diagnostics.sorted)
        for diagnostic in shown.items where !(output.quiet && diagnostic.severity == .warning) {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        if !output.quiet || shown.hasErrors {
            print(CheckSummary(data: data, diagnostics: shown))
        }
        if shown.hasErrors { throw ExitCode(ExitStatus.contentError) }
    }

    /// Page, template and link checks; none yet (wired in by the site stage).
    static func siteDiagnostics(directory: URL, data: SiteData, strict: Bool) async -> [Diagnostic] {
        []
    }
}
