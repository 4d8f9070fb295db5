import CCmarkGFM
import Foundation
import Synchronization
import WaymarkCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders CommonMark with the GitHub extensions (tables, strikethrough, autolinks, task lists and
/// the tag filter) to HTML through cmark-gfm.
///
/// Safe by default: raw HTML becomes `<!-- raw HTML omitted -->` and `javascript:`, `vbscript:`,
/// `file:` and most `data:` links are dropped. Links and images with such schemes are also found by
/// ``links(in:)`` and refused before a build writes anything, in either mode (``URLReference``). A value of this type is immutable and every call uses
/// its own parser, so one renderer can be shared by the tasks of a task group.
package struct MarkdownRenderer: Sendable {
    /// When true, raw HTML and unsafe links are passed through (`markdown.unsafeHTML` in `site.yml`).
    package var unsafeHTML: Bool

    /// The GFM extensions attached to every parser, in this order.
    package static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Creates a renderer; safe unless `unsafeHTML` is true.
    package init(unsafeHTML: Bool = false) {
        self.unsafeHTML = unsafeHTML
    }

    /// The HTML for `markdown`. Site-absolute link and image targets (`/about/`) are rewritten to be
    /// relative by prefixing `rootPrefix` (e.g. `../../`) and, for a target ending in `/`, appending
    /// `index.html`, so the output also works opened from disk. Never fails: cmark accepts any text.
    ///
    /// `fencedBlocks` is offered every fenced code block; when it returns HTML, that HTML replaces
    /// the block verbatim (even in safe mode: it is Waymark's output, not the author's raw HTML).
    package func render(_ markdown: String, rootPrefix: String = "",
                       fencedBlocks: ((FencedBlock) -> String?)? = nil) -> String {
        let options = unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        return withDocument(markdown, options: options) { document, extensions in
            Self.rewriteSiteAbsoluteLinks(in: document, rootPrefix: rootPrefix)
            if let fencedBlocks { Self.replaceFencedBlocks(in: document, with: fencedBlocks) }
            _ = Self.addHeadingIdentifiers(in: document, options: options, extensions: extensions)
            Self.wrapTables(in: document)
            return Self.html(of: document, options: options, extensions: extensions)
        } ?? ""
    }

    /// Parses `markdown` once and renders it as ``render(_:rootPrefix:fencedBlocks:)`` would, except
    /// that every fenced block whose first info word is `blockLanguage` is left as a gap between
    /// ``ParsedMarkdown/segments`` (to be filled with ``ParsedMarkdown/html(filling:)``); also
    /// collects the site-absolute links (as ``siteLinks(in:)`` finds them) and the headings.
    package func parse(_ markdown: String, rootPrefix: String = "", blockLanguage: String) -> ParsedMarkdown {
        let options = unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        // The gap is a comment no text of this Markdown can produce: raw HTML is copied verbatim from
        // the text, and the text does not hold the marker; everything else cmark writes escapes `<`.
        let marker = markdown.mayContainFencedBlock ? Self.gapMarker(for: markdown) : nil
        let parsed = withDocument(markdown, options: options) { document, extensions -> ParsedMarkdown in
            let links = Self.links(in: document, rewritingWith: rootPrefix)
            var blocks: [FencedBlock] = []
            if let marker {
                Self.replaceFencedBlocks(in: document) { block in
                    guard block.language == blockLanguage else { return nil }
                    blocks.append(block)
                    return marker
                }
            }
            let headings = Self.addHeadingIdentifiers(in: document, options: options, extensions: extensions)
            Self.wrapTables(in: document)
            let html = Self.html(of: document, options: options, extensions: extensions)
            var segments = [html]
            if let marker, !blocks.isEmpty {
                segments = Self.split(html, at: marker)
                if segments.count != blocks.count + 1 { segments = [html]; blocks = [] }
            }
            return ParsedMarkdown(segments: segments, blocks: blocks, links: links.site, headings: headings,
                                  unsafeHTML: unsafeHTML, rootPrefix: rootPrefix, refusedLinks: links.refused)
        }
        return parsed ?? ParsedMarkdown(segments: [""], blocks: [], links: [], headings: [], unsafeHTML: unsafeHTML,
                                        rootPrefix: rootPrefix)
    }

    /// The HTML of a parsed and edited document, task-list checkboxes labelled and the
    /// bidirectional controls removed (``WaymarkCore/Escaper/removingBidiControls(_:)``: they could
    /// reorder the page around the text).
    private static func html(of document: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let html = cmark_render_html(document, options, extensions) else { return "" }
        defer { free(html) }
        return Escaper.removingBidiControls(labelTaskListCheckboxes(String(cString: html)))
    }

    /// `markdown` as plain text, for readers outside a browser (calendar programs): cmark-gfm's
    /// plain-text renderer, lines not wrapped, emphasis and code marks gone, link texts kept without
    /// their targets, raw HTML tags left out (their text kept), strikethrough as `~`; no trailing line
    /// break, bidirectional controls removed.
    package func plainText(_ markdown: String) -> String {
        withDocument(markdown, options: CMARK_OPT_DEFAULT) { document, _ -> String in
            guard let text = cmark_render_plaintext(document, CMARK_OPT_DEFAULT, 0) else { return "" }
            defer { free(text) }
            return Escaper.removingBidiControls(String(cString: text)).trimmed
        } ?? ""
    }

    /// `<!--waymark-gap-N-->` and a line break, with the first `N` whose comment text does not occur in `markdown`.
    static func gapMarker(for markdown: String) -> String {
        var number = 0
        while !split(markdown, at: "waymark-gap-\(number)-").dropFirst().isEmpty { number += 1 }
        return "<!--waymark-gap-\(number)-->\n"
    }

    /// `html` cut at every occurrence of `marker` (over the UTF-8 bytes).
    static func split(_ html: String, at marker: String) -> [String] {
        let bytes = Array(html.utf8), needle = Array(marker.utf8)
        var pieces: [String] = []
        var start = 0, index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    /// The two checkboxes cmark-gfm writes for task-list items (`- [x]`, `- [ ]`), and the same
    /// with an accessible name: an unlabelled form control is announced as just "checkbox".
    static let taskListCheckboxes = [
        ("<input type=\"checkbox\" checked=\"\" disabled=\"\" />", "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"),
        ("<input type=\"checkbox\" disabled=\"\" />", "<input type=\"checkbox\" disabled=\"\" aria-label=\"Not done\" />"),
    ]

    /// `html` with every task-list checkbox labelled "Done" or "Not done" (the item's text follows it).
    static func labelTaskListCheckboxes(_ html: String) -> String {
        // Over the UTF-8 bytes: Foundation's `contains` compares through NSString, which was 6 % of
        // an unchanged plain-pages rebuild.
        guard html.containsUTF8(checkboxStart) else { return html }
        var out = html
        for (bare, labelled) in taskListCheckboxes {
            out = out.replacingOccurrences(of: bare, with: labelled)
        }
        return out
    }

    /// The UTF-8 bytes every task-list checkbox starts with.
    private static let checkboxStart = Array("<input type=\"checkbox\"".utf8)

    /// The site-absolute link and image targets (`/about/`) of `markdown` with their 1-based line
    /// and column in it (the column of the link's text when cmark reports one, else of its block),
    /// for checking that each one leads to a file the build writes.
    package func siteLinks(in markdown: String) -> [MarkdownLink] {
        links(in: markdown).site
    }

    /// The site-absolute links of `markdown` (as ``siteLinks(in:)`` gives them) and the link, image
    /// and autolink targets a browser would read with a scheme other than `http:`, `https:`,
    /// `mailto:` or `tel:` (``URLReference``), located the same way, from one parse.
    package func links(in markdown: String) -> (site: [MarkdownLink], refused: [MarkdownLink]) {
        withDocument(markdown, options: CMARK_OPT_DEFAULT) { document, _ in Self.links(in: document) } ?? ([], [])
    }

    /// The site-absolute and the refused links of a parsed document, as they were before any is
    /// rewritten; with `rootPrefix`, the site-absolute ones are then rewritten in the same walk
    /// (as ``rewriteSiteAbsoluteLinks(in:rootPrefix:)`` does).
    private static func links(in document: OpaquePointer,
                              rewritingWith rootPrefix: String? = nil) -> (site: [MarkdownLink], refused: [MarkdownLink]) {
        var site: [MarkdownLink] = [], refused: [MarkdownLink] = []
        forEachLink(in: document) { node, url in
            let isSite = url.hasPrefix("/") && !url.hasPrefix("//")
            guard isSite || !URLReference(url).isAllowed else { return }
            defer {
                if isSite, let rootPrefix, let rewritten = SiteLink.relative(siteAbsolute: url, rootPrefix: rootPrefix) {
                    cmark_node_set_url(node, rewritten)
                }
            }
            var line = Int(cmark_node_get_start_line(node))
            var column = Int(cmark_node_get_start_column(node))
            var block: OpaquePointer? = node
            while line == 0, let current = block {
                block = cmark_node_parent(current)
                if let parent = block {
                    line = Int(cmark_node_get_start_line(parent))
                    column = Int(cmark_node_get_start_column(parent))
                }
            }
            let link = MarkdownLink(target: url, line: line, column: column)
            if isSite { site.append(link) } else { refused.append(link) }
        }
        return (site, refused)
    }

    /// Parses `markdown` with the GFM extensions and hands the document and the extension list to
    /// `body`; `nil` when cmark could not allocate a parser.
    private func withDocument<T>(_ markdown: String, options: Int32,
                                 _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T) -> T? {
        Self.registerExtensions
        WorkCounter.parses.record(markdown)
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        // Block parsing (`cmark_parser_feed`) reads and writes only this parser. Finishing parses the
        // inlines, the one step that touches cmark-gfm's process-wide state: it adds the attached
        // extensions' special characters to a global table and takes them out again
        // (github/cmark-gfm#176), so it runs under the lock. Tree edits and HTML rendering only touch
        // this document and run on every core.
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        var parsed: OpaquePointer?
        Self.parseLock.withLock { _ in parsed = cmark_parser_finish(parser) }
        guard let document = parsed else { return nil }
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }

    /// Held while cmark-gfm parses inlines (see ``withDocument(_:options:_:)``); never while a fenced-block
    /// handler runs, so a handler may render Markdown itself.
    private static let parseLock = Mutex<Void>(())

    /// cmark-gfm keeps its extensions in a global registry; filling it once (Swift runs a static
    /// initialiser exactly once, even under concurrency) makes later lookups read-only.

    private static let registerExtensions: Void = {
        cmark_gfm_core_extensions_ensure_registered()
    }()

    /// Prefixes site-absolute targets (`/x`, not `//x`) of links and images with `rootPrefix`.
    private static func rewriteSiteAbsoluteLinks(in document: OpaquePointer, rootPrefix: String) {
        forEachLink(in: document) { node, url in
            if let rewritten = SiteLink.relative(siteAbsolute: url, rootPrefix: rootPrefix) {
                cmark_node_set_url(node, rewritten)
            }
        }
    }

    /// Replaces each fenced code block for which `handler` returns HTML by a custom block that
    /// renders that HTML. Blocks are collected first: the tree is not changed while it is walked.
    private static func replaceFencedBlocks(in document: OpaquePointer, with handler: (FencedBlock) -> String?) {
        var blocks: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                var length: Int32 = 0, offset: Int32 = 0, fence: CChar = 0
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                      cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                      cmark_node_get_fenced(node, &length, &offset, &fence) != 0
                else { continue }
                blocks.append(node)
            }
            cmark_iter_free(iterator)
        }
        for node in blocks {
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            let block = FencedBlock(language: language, info: info, literal: literal,
                                    line: Int(cmark_node_get_start_line(node)), lastLine: Int(cmark_node_get_end_line(node)))
            guard let html = handler(block), let replacement = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(replacement, html)
            if cmark_node_replace(node, replacement) != 0 {
                cmark_node_free(node)
            } else {
                cmark_node_free(replacement)
            }
        }
    }

    /// The box every Markdown table is put in: it scrolls sideways when the table is wider than the
    /// column, shows it with the theme's edge shadows, and takes keyboard focus so it can be
    /// scrolled without a mouse.
    static let tableScrollOpen = "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table\">\n"
    static let tableScrollClose = "</div>\n"

    /// Moves every GFM table into a custom block that writes ``tableScrollOpen`` and
    /// ``tableScrollClose`` around it (Waymark's markup, so safe mode keeps it).
    private static func wrapTables(in document: OpaquePointer) {
        var tables: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                // The type's name compared in place: a Swift string made for every node cost more
                // than the walk itself.
                if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                   let type = cmark_node_get_type_string(node), strcmp(type, "table") == 0 {
                    tables.append(node)
                }
            }
            cmark_iter_free(iterator)
        }
        for table in tables {
            guard let box = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(box, tableScrollOpen)
            cmark_node_set_on_exit(box, tableScrollClose)
            guard cmark_node_insert_before(table, box) != 0 else {
                cmark_node_free(box)
                continue
            }
            cmark_node_unlink(table)
            if cmark_node_append_child(box, table) == 0 {
                // Cannot happen for a block in a block; put the table back rather than lose it.
                _ = cmark_node_insert_before(box, table)
                cmark_node_unlink(box)
                cmark_node_free(box)
            }
        }
    }

    /// Gives every heading an `id` made from its text (`## Departures by week` →
    /// `<h2 id="departures-by-week">`), numbered `-1`, `-2`… when repeated, so sections can be
    /// linked to. Each heading is rendered on its own and put back as a custom block.
    private static func addHeadingIdentifiers(in document: OpaquePointer, options: Int32,
                                              extensions: UnsafeMutablePointer<cmark_llist>?) -> [MarkdownHeading] {
        var headings: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                   cmark_node_get_type(node) == CMARK_NODE_HEADING {
                    headings.append(node)
                }
            }
            cmark_iter_free(iterator)
        }
        var identifiers = HeadingIdentifiers()
        var found: [MarkdownHeading] = []
        for heading in headings {
            let level = Int(cmark_node_get_heading_level(heading))
            let open = "<h\(level)>"
            guard let rendered = cmark_render_html(heading, options, extensions) else { continue }
            let html = String(cString: rendered)
            free(rendered)
            guard html.hasPrefix(open), let replacement = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let text = plainText(of: heading)
            let id = identifiers.next(for: text)
            found.append(MarkdownHeading(level: level, id: id, text: text))
            cmark_node_set_on_enter(replacement, "<h\(level) id=\"\(Escaper.markup(id))\">" + html.dropFirst(open.count))
            if cmark_node_replace(heading, replacement) != 0 {
                cmark_node_free(heading)
            } else {
                cmark_node_free(replacement)
            }
        }
        return found
    }

    /// The text of a node's descendants (text and code spans), without markup.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(child) {
                text += String(cString: literal)
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }

    /// Calls `body` with every link and image node and its URL, in document order.
    private static func forEachLink(in document: OpaquePointer, _ body: (OpaquePointer, String) -> Void) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let raw = cmark_node_get_url(node) else { continue }
            body(node, String(cString: raw))
        }
    }
}
