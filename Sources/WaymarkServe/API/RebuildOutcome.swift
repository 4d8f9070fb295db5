import Foundation
import WaymarkModel

/// What one build of the site produced, as the preview server needs to know it.
package enum RebuildOutcome: Sendable, Hashable {
    /// The build succeeded; its files are in `outputDirectory` (the server serves from there until
    /// the next outcome). `warnings` are shown in the terminal, not in the browser.
    case success(outputDirectory: URL, warnings: [Diagnostic])
    /// The build failed; every diagnostic is shown in the browser and in the terminal. The server
    /// keeps serving non-HTML files of the last good build, and keeps watching.
    case failure(diagnostics: [Diagnostic])

    /// A success without warnings.
    package static func success(_ outputDirectory: URL) -> RebuildOutcome {
        .success(outputDirectory: outputDirectory, warnings: [])
    }
}

/// Builds the site after a batch of changes and says what came out. Called once with
/// `ChangeSet.everything` at start, then once per debounced batch, never concurrently.
package typealias SiteRebuild = @Sendable (ChangeSet) async -> RebuildOutcome
