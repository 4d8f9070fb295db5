import WaymarkMarkdown
import WaymarkModel

/// The site-absolute links (`/about/`) in the Markdown descriptions of data records, so `waymark
/// check` and every build report a description link that leads to no page. A link is located at
/// its record (the data formats do not keep the description's own lines).
enum RecordDescriptionLinks {
    /// The references in `description`, located at `location`. Texts without `(/` or `: /` cannot
    /// hold a site-absolute link and are not parsed.
    static func references(in description: String, at location: SourceLocation, markdown: MarkdownRenderer) -> [LinkReference] {
        guard mayHoldSiteLink(description) else { return [] }
        return markdown.siteLinks(in: description).map {
            LinkReference(target: $0.target, location: location, sourceLine: nil)
        }
    }

    /// Whether `text` holds `(/` or `: /`, the only ways a site-absolute link can start (an inline
    /// link or a reference definition). A scan of the UTF-8 bytes: the plan of a large site asks
    /// for 100,000 descriptions, and Foundation's substring search cost more than the plan's jobs.
    static func mayHoldSiteLink(_ text: String) -> Bool {
        let slash = UInt8(ascii: "/"), open = UInt8(ascii: "("), space = UInt8(ascii: " "), colon = UInt8(ascii: ":")
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            var index = 1
            while index < bytes.count {
                if bytes[index] == slash {
                    let before = bytes[index - 1]
                    if before == open || (before == space && index >= 2 && bytes[index - 2] == colon) { return true }
                }
                index += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return ContiguousArray(text.utf8).withUnsafeBufferPointer(scan)
    }
}
