import WaymarkModel

/// How to run one build.
public struct BuildOptions: Sendable {
    /// Whether files are written.
    public enum Mode: Sendable, Hashable {
        /// Render and swap the result into the output folder.
        case write
        /// Load, validate and render, but write nothing (`waymark check`, previews from memory).
        case validate
    }

    /// The site folder (holds `site.yml`).
    public var siteFolder: String
    /// The output folder, replaced as a whole on success.
    public var outputFolder: String
    /// The build's "today".
    public var today: CalendarDate
    /// Warnings become errors.
    public var strict: Bool
    /// Pages with `draft: true` are built too.
    public var includeDrafts: Bool
    /// Write or only validate.
    public var mode: Mode
    /// How the site folder is named in messages; `siteFolder` when `nil`.
    public var displayFolder: String?

    /// Creates options.
    public init(siteFolder: String, outputFolder: String, today: CalendarDate, strict: Bool = false,
                includeDrafts: Bool = false, mode: Mode = .write, displayFolder: String? = nil) {
        self.siteFolder = siteFolder
        self.outputFolder = outputFolder
        self.today = today
        self.strict = strict
        self.includeDrafts = includeDrafts
        self.mode = mode
        self.displayFolder = displayFolder
    }
}
