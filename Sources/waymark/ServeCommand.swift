import ArgumentParser
import Foundation
import WaymarkModel
import WaymarkPages
import WaymarkServe
import WaymarkSite

/// `waymark serve`: builds the site into a private folder, serves it on 127.0.0.1 and rebuilds on
/// every change, with live reload; content errors are shown in the browser and never stop it.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site with live reload: build, serve on 127.0.0.1, rebuild on every change.",
        discussion: """
        The preview is built into a private temporary folder (never Output/) and served from there. \
        Content and template errors are shown in the browser and in the terminal; the server keeps \
        running, and fixing the file brings the page back by itself. Exit status: 0 after Ctrl-C, \
        64 for usage errors (including a port that is taken).
        """
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var searchOptions: SearchOptions

    @Option(name: .long, help: "Address to listen on: 127.0.0.1 (this machine only), ::1, or 0.0.0.0 to share on the network.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "TCP port; 0 picks a free one.")
    var port: UInt16 = 8080

    @Flag(name: .long, help: "Notice changes by polling every 500 ms (for file systems without change notifications).")
    var poll = false

    @Flag(name: .long, help: "Build pages marked draft: true.")
    var drafts = false

    @Option(name: .long, help: ArgumentHelp(
        "Read the sources: of site.yml (PostgreSQL) again every DURATION, at least 10s (e.g. 60s). Without it they are read by the first build and again only when you type r and Enter.",
        valueName: "DURATION"))
    var sourcePoll: String?

    func validate() throws {
        try siteOptions.validateForBuilding()
        _ = try searchOptions.indexer()
        if let sourcePoll {
            guard let seconds = DurationText.seconds(sourcePoll), seconds >= SourceReloadTrigger.minimumPollSeconds else {
                throw ValidationError("--source-poll \"\(sourcePoll)\" is not valid: expected \(DurationText.expected), at least 10s")
            }
        }
    }

    func run() async throws {
        let scratch: URL
        do {
            scratch = try PrivateTemporaryFolder.make(prefix: "waymark-serve-")
        } catch {
            FileHandle.standardError.write(Data("error: cannot make a private folder for the preview: \(error)\n".utf8))
            throw ExitCode(ExitStatus.contentError)
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var preview = SitePreviewBuild(
            siteFolder: siteOptions.site, outputFolder: scratch.appendingPathComponent("Output"),
            now: siteOptions.now, strict: siteOptions.strict, includeDrafts: drafts,
            builder: SiteBuilder(pageKinds: .standard),
            themeFolder: SitePreviewBuild.themeFolder(siteFolder: siteOptions.site, workingFolder: workingFolder.path),
            sourceDrivers: SourceDrivers.standard)
        preview.searchIndexer = try searchOptions.indexer()
        let quietIndex = outputOptions.quiet
        preview.searchIndexDone = { setting, problem in
            if let problem {
                FileHandle.standardError.write(Data((Diagnostic.warning(problem, at: setting).description + "\n").utf8))
            } else if !quietIndex {
                FileHandle.standardOutput.write(Data("Indexed the preview for search\n".utf8))
            }
        }
        let build = preview
        let watched = build.watchedFolders
        let configuration = PreviewConfiguration(
            host: host, port: port, watchedDirectories: watched,
            watchMode: poll ? .polling(interval: .milliseconds(500)) : .native,
            sourceFiles: SourceFiles(base: workingFolder, roots: watched))
        let quiet = outputOptions.quiet
        let verbose = outputOptions.verbose
        let siteFolder = watched.first?.path
        let server = PreviewServer(configuration: configuration, rebuild: { await build.rebuild($0) }) { event in
            var (lines, isError) = event.terminalLines(siteFolder: siteFolder)
            if verbose, case .rebuilt = event {
                lines = PhaseTiming.verboseLines(build.lastPhases) + lines
            }
            let text = Data((lines.joined(separator: "\n") + "\n").utf8)
            if isError {
                FileHandle.standardError.write(text)
            } else if case .listening = event {
                FileHandle.standardOutput.write(text)
            } else if !quiet {
                FileHandle.standardOutput.write(text)
            }
        }
        let reloads = SourceReloadTrigger {
            build.refreshSources()
            server.requestRebuild(.everything)
        }
        let listens = reloads.start(poll: sourcePoll.flatMap(DurationText.seconds).map { .milliseconds(Int64($0 * 1000)) })
        if listens && !quiet {
            FileHandle.standardOutput.write(Data("Type r and Enter to rebuild with the sources: of site.yml read again\n".utf8))
        }
        defer { reloads.stop() }
        let signals = TerminationSignals { Task { await server.stop() } }
        defer { signals.cancel() }
        do {
            try await server.run()
        } catch let error as PreviewServerError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            if case .serverFailed = error { throw ExitCode(ExitStatus.serverFailure) }
            throw ExitCode(ExitStatus.usageError)
        }
    }
}
