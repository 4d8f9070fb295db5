import WaymarkMarkdown
import WaymarkModel

/// A link to a site path written in the input (Markdown, a data file), checked once every
/// generator has planned its files.
package struct LinkReference: Sendable, Hashable {
    /// The site path as written, e.g. `/about/#team`.
    package var target: String
    /// Where it was written.
    package var location: SourceLocation
    /// The source line, quoted in the warning.
    package var sourceLine: String?

    /// Creates a reference.
    package init(target: String, location: SourceLocation, sourceLine: String?) {
        self.target = target
        self.location = location
        self.sourceLine = sourceLine
    }

    /// The output file the target names (`/about/#x` → `about/index.html`).
    package var file: String {
        var file = SiteLink.file(forSitePath: target)
        if let cut = file.firstIndex(where: { $0 == "#" || $0 == "?" }) { file = String(file[..<cut]) }
        return file
    }
}
