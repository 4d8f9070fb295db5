import ArgumentParser
import Foundation
import WaymarkMap
import WaymarkModel
import WaymarkOutput
import WaymarkRender
import WaymarkSite

/// `waymark build`: turns a site folder into a folder of static files.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into a folder of static files.",
        discussion: """
        Reads site.yml, pages/ and reports/ (Markdown with YAML front matter) and static/ from the site \
        folder, renders them through the templates (the site's Templates/ over the default theme) and \
        replaces the output folder only when everything succeeded. Exit status: 0 on success, 1 for \
        content errors, 64 for usage errors.
        """
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var searchOptions: SearchOptions

    @Option(name: .long, help: "The folder to write (replaced as a whole on success).")
    var output: String = "Output"

    @Option(name: .long, help: "html (the site) or markdown (only the reports, as .md files with their maps as .svg files).")
    var format: OutputFormat = .html

    @Flag(name: .long, help: "Build pages marked draft: true.")
    var drafts = false

    @Option(name: .long, help: ArgumentHelp(
        "Build only shard K of N (e.g. 2/4): every check runs on the whole site, but only this shard's files are rendered and written. The N output folders copied together are exactly the full build (docs/scale.md).",
        valueName: "K/N"))
    var shard: String?

    @Flag(name: .long, help: "Ask the online geocoder configured in site.yml (geocoding.online) for places the embedded gazetteer does not know; answers are kept in .waymark/geocode-cache.json.")
    var online = false

    @Option(name: .long, help: ArgumentHelp(
        "Keep what this build rendered in DIR, so the next build renders only the files whose inputs changed and hard-links the others from the previous output folder (relative to the current folder, like --output).",
        valueName: "DIR"))
    var cache: String = ".waymark/cache"

    @Flag(name: .long, help: "Render every file: neither read nor write the build cache.")
    var noCache = false

    func validate() throws {
        try siteOptions.validateForBuilding()
        if let shard, OutputShard(shard) == nil {
            throw ValidationError("--shard \"\(shard)\" is not valid: expected \(OutputShard.expected)")
        }
        if let problem = SiteBuilder.outputFolderProblem(siteFolder: siteOptions.site, outputFolder: output) {
            throw ValidationError(problem)
        }
        _ = try searchOptions.indexer()
    }

    func run() async throws {
        guard case .success(let today) = siteOptions.today() else { throw ExitCode(ExitStatus.usageError) }
        var options = BuildOptions(siteFolder: siteOptions.site, outputFolder: output, today: today,
                                   strict: siteOptions.strict, includeDrafts: drafts, online: online)
        options.format = format
        options.shard = shard.flatMap(OutputShard.init)
        options.cacheFolder = noCache ? nil : cache
        options.searchIndexer = try searchOptions.indexer()
        // The process ends with the build: what it built is left to the exit (BuildOptions.freesMemory).
        options.freesMemory = false
        let termination = TerminationCleanup()
        let result = await ProgressBuild.run(options, quiet: outputOptions.quiet)
        termination.cancel()
        let report = BuildReport(result: result, outputFolder: output, quiet: outputOptions.quiet,
                                 verbose: outputOptions.verbose, shard: options.shard)
        for line in report.diagnosticLines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        for line in result.cacheWarnings { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        if !outputOptions.quiet {
            for line in result.notes { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        }
        // Once per run, not once per map: maps without GSHHG draw Natural Earth (docs/geo.md, "Coastlines").
        if let warning = Coastlines.standard.fallbackWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        for line in report.summaryLines { print(line) }
        // Ends here rather than returning, so the result's records are not freed one by one either.
        Foundation.exit(result.succeeded ? 0 : ExitStatus.contentError)
    }
}

extension OutputFormat: ExpressibleByArgument {}
