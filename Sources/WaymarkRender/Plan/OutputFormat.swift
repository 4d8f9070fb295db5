/// What `waymark build` writes (`--format`).
package enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// The HTML site (reports with `output: markdown` in their front matter also get a `.md`).
    case html
    /// Only the reports, each as GitHub-flavoured Markdown with its maps as sibling `.svg` files.
    case markdown
}
