/// One file of a new site: where it goes inside the site folder and its text.
package struct ScaffoldFile: Sendable, Hashable {
    /// The path relative to the site folder, `/`-separated (e.g. `pages/about.md`).
    package let path: String
    /// The file's contents, written as UTF-8.
    package let text: String

    /// A file at `path` holding `text`.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
