import WaymarkCore
import WaymarkMarkdown
import WaymarkModel
import WaymarkRender

/// The links in the Markdown descriptions of data records: the site-absolute ones (`/about/`), so
/// `waymark check` and every build report a description link that leads to no page, and the ones
/// with a refused scheme (``URLReference``), which are errors. A link is located at its record (the
/// data formats do not keep the description's own lines).
enum RecordDescriptionLinks {
    /// The site-absolute references in `description` and the errors for its refused links, located
    /// at `location`. Texts without `](`, `]:` or `<` hold neither and are not parsed.
    static func check(_ description: String, at location: SourceLocation,
                      markdown: MarkdownRenderer) -> (references: [LinkReference], problems: [Diagnostic]) {
        guard mayHoldLink(description) else { return ([], []) }
        let links = markdown.links(in: description)
        return (links.site.map { LinkReference(target: $0.target, location: location, sourceLine: nil) },
                links.refused.compactMap { URLReference($0.target).problem(naming: "description link", at: location) })
    }

    /// Whether `text` holds `](` (an inline link or image), `]:` (a reference definition) or `<` (an
    /// autolink), the only ways a link can start. A scan of the UTF-8 bytes: the plan of a large site
    /// asks for 100,000 descriptions, and Foundation's substring search cost more than the plan's jobs.
    static func mayHoldLink(_ text: String) -> Bool {
        let close = UInt8(ascii: "]"), open = UInt8(ascii: "("), colon = UInt8(ascii: ":"), less = UInt8(ascii: "<")
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == less { return true }
                if byte == close, index + 1 < bytes.count, bytes[index + 1] == open || bytes[index + 1] == colon { return true }
                index += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return ContiguousArray(text.utf8).withUnsafeBufferPointer(scan)
    }
}
