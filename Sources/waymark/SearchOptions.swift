import ArgumentParser
import Foundation
import WaymarkOutput

/// `--pagefind PATH`, for the commands that index a site with `search: true` (`build`, `serve`).
struct SearchOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The Pagefind program that indexes a site with search: true (else $WAYMARK_PAGEFIND, else pagefind on PATH, else the one make search-deps installs in .build/search-venv).",
        valueName: "PATH"))
    var pagefind: String?

    /// The indexer these options and the environment name (``SearchIndexerLookup``), or `nil` when
    /// none was found; a `--pagefind` or `WAYMARK_PAGEFIND` that is not a program is a usage error.
    func indexer() throws -> SearchIndexer? {
        switch SearchIndexerLookup.find(explicit: pagefind, environment: ProcessInfo.processInfo.environment,
                                        workingFolder: FileManager.default.currentDirectoryPath) {
        case .success(let indexer): return indexer
        case .failure(let problem): throw ValidationError(problem.description)
        }
    }
}
