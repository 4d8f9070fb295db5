/// One file of a new site: where it goes inside the site folder and its text.
public struct ScaffoldFile: Sendable, Hashable {
    /// The path relative to the site folder, `/`-separated (e.g. `pages/about.md`).
    public let path: String
    /// The file's contents, written as UTF-8.
    public let text: String

    /// A file at `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
