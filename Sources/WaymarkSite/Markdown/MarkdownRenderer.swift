import CCmarkGFM
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders CommonMark with the GitHub extensions (tables, strikethrough, autolinks, task lists and
/// the tag filter) to HTML through cmark-gfm.
///
/// Safe by default: raw HTML becomes `<!-- raw HTML omitted -->` and `javascript:`, `vbscript:`,
/// `file:` and most `data:` links are dropped. A value of this type is immutable and every call uses
/// its own parser, so one renderer can be shared by the tasks of a task group.
public struct MarkdownRenderer: Sendable {
    /// When true, raw HTML and unsafe links are passed through (`markdown.unsafeHTML` in `site.yml`).
    public var unsafeHTML: Bool

    /// The GFM extensions attached to every parser, in this order.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Creates a renderer; safe unless `unsafeHTML` is true.
    public init(unsafeHTML: Bool = false) {
        self.unsafeHTML = unsafeHTML
    }

    /// The HTML for `markdown`. Site-absolute link and image targets (`/about/`) are rewritten to be
    /// relative by prefixing `rootPrefix` (e.g. `../../`) and, for a target ending in `/`, appending
    /// `index.html`, so the output also works opened from disk. Never fails: cmark accepts any text.
    ///
    /// `fencedBlocks` is offered every fenced code block; when it returns HTML, that HTML replaces
    /// the block verbatim (even in safe mode: it is Waymark's output, not the author's raw HTML).
    public func render(_ markdown: String, rootPrefix: String = "",
                       fencedBlocks: ((FencedBlock) -> String?)? = nil) -> String {
        let options = unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        return withDocument(markdown, options: options) { document, extensions in
            Self.rewriteSiteAbsoluteLinks(in: document, rootPrefix: rootPrefix)
            if let fencedBlocks { Self.replaceFencedBlocks(in: document, with: fencedBlocks) }
            Self.addHeadingIdentifiers(in: document, options: options, extensions: extensions)
            Self.wrapTables(in: document)
            guard let html = cmark_render_html(document, options, extensions) else { return "" }
            defer { free(html) }
            return Self.labelTaskListCheckboxes(String(cString: html))
        } ?? ""
    }

    /// The two checkboxes cmark-gfm writes for task-list items (`- [x]`, `- [ ]`), and the same
    /// with an accessible name: an unlabelled form control is announced as just "checkbox".
    static let taskListCheckboxes = [
        ("<input type=\"checkbox\" checked=\"\" disabled=\"\" />", "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"),
        ("<input type=\"checkbox\" disabled=\"\" />", "<input type=\"checkbox\" disabled=\"\" aria-label=\"Not done\" />"),
    ]

    /// `html` with every task-list checkbox labelled "Done" or "Not done" (the item's text follows it).
    static func labelTaskListCheckboxes(_ html: String) -> String {
        guard html.contains("<input type=\"checkbox\"") else { return html }
        var out = html
        for (bare, labelled) in taskListCheckboxes {
            out = out.replacingOccurrences(of: bare, with: labelled)
        }
        return out
    }

    /// The site-absolute link and image targets (`/about/`) of `markdown` with their 1-based line
    /// and column in it (the column of the link's text when cmark reports one, else of its block),
    /// for checking that each one leads to a file the build writes.
    public func siteLinks(in markdown: String) -> [MarkdownLink] {
        withDocument(markdown, options: CMARK_OPT_SOURCEPOS) { document, _ in
            var links: [MarkdownLink] = []
            Self.forEachLink(in: document) { node, url in
                guard url.hasPrefix("/"), !url.hasPrefix("//") else { return }
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
                links.append(MarkdownLink(target: url, line: line, column: column))
            }
            return links
        } ?? []
    }

    /// Parses `markdown` with the GFM extensions and hands the document and the extension list to
    /// `body`; `nil` when cmark could not allocate a parser.
    private func withDocument<T>(_ markdown: String, options: Int32,
                                 _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T) -> T? {
        Self.registerExtensions
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var bytes = Array(markdown.utf8)
        // Parsing is the one step that touches cmark-gfm's process-wide state: while it parses
        // inlines, it adds the attached extensions' special characters to a global table and takes
        // them out again (github/cmark-gfm#176). Tree edits and HTML rendering only touch this
        // document, so they run outside the lock, on every core.
        var parsed: OpaquePointer?
        Self.parseLock.withLock { _ in
            bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
                }
            }
            parsed = cmark_parser_finish(parser)
        }
        guard let document = parsed else { return nil }
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }

    /// Held while cmark-gfm parses (see ``withDocument(_:options:_:)``); never while a fenced-block
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
                                    line: Int(cmark_node_get_start_line(node)))
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
                if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                   let type = cmark_node_get_type_string(node), String(cString: type) == "table" {
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
                                              extensions: UnsafeMutablePointer<cmark_llist>?) {
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
        for heading in headings {
            let level = Int(cmark_node_get_heading_level(heading))
            let open = "<h\(level)>"
            guard let rendered = cmark_render_html(heading, options, extensions) else { continue }
            let html = String(cString: rendered)
            free(rendered)
            guard html.hasPrefix(open), let replacement = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let id = identifiers.next(for: plainText(of: heading))
            cmark_node_set_on_enter(replacement, "<h\(level) id=\"\(id)\">" + html.dropFirst(open.count))
            if cmark_node_replace(heading, replacement) != 0 {
                cmark_node_free(heading)
            } else {
                cmark_node_free(replacement)
            }
        }
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
