import WaymarkCore

/// What a ```` ```waymark ```` block turns into, before it is written as HTML or Markdown.
package struct QueryBlockOutput: Sendable, Hashable {
    /// The caption (the block's `title`).
    package var title: String?
    /// One line saying what was found, e.g. `4 airports within 30 NM of the route EGTF → LFMD`.
    package var summary: String
    /// The map as a standalone SVG document, when `show` has `map`.
    package var svg: String?
    /// The results as a table, when `show` has `table`.
    package var table: QueryTable?
    /// The results as list items, when `show` has `list`.
    package var list: [QueryTable.Cell]?
    /// The words the writers add around the results, in the site's language.
    package var labels = Labels()

    /// The words ``html(geoJSONLink:)`` and ``markdown(mapLink:geoJSONLink:)`` add: `{name}` is the
    /// block's title or summary.
    package struct Labels: Sendable, Hashable {
        /// The map's region label, `Map: {name}`.
        package var map = "Map: {name}"
        /// The table's region label, `Table: {name}`.
        package var table = "Table: {name}"
        /// The link to the map's GeoJSON.
        package var mapData = "Map data (GeoJSON)"
        /// English labels.
        package init() {}
    }

    /// An output (see the properties).
    package init(title: String?, summary: String, svg: String?, table: QueryTable?, list: [QueryTable.Cell]?) {
        self.title = title
        self.summary = summary
        self.svg = svg
        self.table = table
        self.list = list
    }

    /// The block as HTML: a `<figure class="waymark-query">` holding caption, map, table and list.
    /// `geoJSONLink`, a relative link to the map's GeoJSON, is written after the summary when the
    /// block has a map.
    package func html(geoJSONLink: String? = nil) -> String {
        var out = "<figure class=\"waymark-query\">\n"
        if let title { out += "<figcaption>\(Escaper.markup(title))</figcaption>\n" }
        let name = Escaper.markup(title ?? summary)
        if let svg { out += "<div class=\"map\"><div class=\"map-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(Escaper.markup(labels.map).replacing("{name}", with: name))\">\n\(svg)</div></div>\n" }
        out += "<p class=\"query-summary\">\(Escaper.markup(summary))"
        if svg != nil, let geoJSONLink {
            out += " <a class=\"data-link\" href=\"\(Escaper.markup(geoJSONLink))\" type=\"application/geo+json\">\(Escaper.markup(labels.mapData))</a>"
        }
        out += "</p>\n"
        if let table, !table.rows.isEmpty {
            // Focusable, so keyboard users can scroll a table wider than the column.
            out += "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(Escaper.markup(labels.table).replacing("{name}", with: name))\">\n" + table.html() + "</div>\n"
        }
        if let list, !list.isEmpty {
            out += "<ul class=\"query-list\">\n"
            for item in list {
                if let href = item.href {
                    out += "<li><a href=\"\(Escaper.markup(href))\">\(Escaper.markup(item.text))</a></li>\n"
                } else {
                    out += "<li>\(Escaper.markup(item.text))</li>\n"
                }
            }
            out += "</ul>\n"
        }
        out += "</figure>\n"
        return out
    }

    /// The block as GitHub-flavoured Markdown; the map, when there is one, is the image `mapLink`
    /// (a relative link to a sibling `.svg` file), followed by a link to `geoJSONLink` (its sibling
    /// `.geojson` file) when given.
    package func markdown(mapLink: String?, geoJSONLink: String? = nil) -> String {
        var parts: [String] = []
        if let title { parts.append("**\(Escaper.markdown(title))**") }
        if svg != nil, let mapLink {
            var image = "![\(Escaper.markdown(title ?? summary))](\(Escaper.markdownLinkTarget(mapLink)))"
            if let geoJSONLink { image += "\n\n[\(Escaper.markdown(labels.mapData))](\(Escaper.markdownLinkTarget(geoJSONLink)))" }
            parts.append(image)
        }
        parts.append("_\(Escaper.markdown(summary))_")
        if let table, !table.rows.isEmpty { parts.append(table.markdown().trimmingTrailingNewlines) }
        if let list, !list.isEmpty {
            parts.append(list.map { item -> String in
                let text = Escaper.markdown(item.text)
                return "- " + (item.href.map { "[\(text)](\(Escaper.markdownLinkTarget($0)))" } ?? text)
            }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}

extension String {
    /// The text without line breaks at its end.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
