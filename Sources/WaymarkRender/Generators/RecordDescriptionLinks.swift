import WaymarkMarkdown
import WaymarkModel

/// The site-absolute links (`/about/`) in the Markdown descriptions of data records, so `waymark
/// check` and every build report a description link that leads to no page. A link is located at
/// its record (the data formats do not keep the description's own lines).
enum RecordDescriptionLinks {
    /// The references in `description`, located at `location`. Texts without `(/` or `: /` cannot
    /// hold a site-absolute link and are not parsed.
    static func references(in description: String, at location: SourceLocation, markdown: MarkdownRenderer) -> [LinkReference] {
        guard description.contains("(/") || description.contains(": /") else { return [] }
        return markdown.siteLinks(in: description).map {
            LinkReference(target: $0.target, location: location, sourceLine: nil)
        }
    }
}
