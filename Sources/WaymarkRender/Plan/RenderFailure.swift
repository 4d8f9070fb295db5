import WaymarkModel
import WaymarkOutput

/// A job whose `render` threw: the build stops before anything is written, and this is reported
/// as an error at the job's origin.
package struct RenderFailure: Error, CustomStringConvertible {
    /// The file that could not be made.
    var path: OutputPath
    /// What it is made from (``PageJob/origin``).
    var origin: String
    /// What `render` threw.
    var underlying: any Error

    /// `path`, made from `origin`, failed with `underlying`.
    package init(path: OutputPath, origin: String, underlying: any Error) {
        self.path = path
        self.origin = origin
        self.underlying = underlying
    }

    package var description: String { "could not render \(path): \(underlying)" }

    /// The error as a diagnostic at `origin`.
    package var diagnostic: Diagnostic {
        .error(description, at: SourceLocation(path: origin))
    }
}
