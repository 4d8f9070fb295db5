import Foundation
import WaymarkModel

/// What the server answers with right now: the last good output, the current failure if the last
/// build failed, and the token that names this state in the live-reload script.
struct ServingState: Sendable {
    /// Changes with every rebuild; pages served under another token reload.
    var token: String
    /// The output of the last successful build; `nil` until one succeeded.
    var output: OutputFolder?
    /// The diagnostics of the last build when it failed; `nil` when it succeeded.
    var failure: [Diagnostic]?
    /// Response bodies read under this token, by real path; emptied on every rebuild.
    var files: [String: ServedFile] = [:]
    /// The bytes held in `files`.
    var cachedBytes = 0

    /// Files larger than this are read on every request instead of being kept in memory.
    static let largestCachedFile = 4 * 1024 * 1024
    /// At most this many bytes are kept in `files`; later files are read on every request.
    static let cacheBudget = 256 * 1024 * 1024
}
