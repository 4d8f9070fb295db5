import WaymarkCore

/// A table of query results, independent of the output: written as an HTML `<table>` into pages
/// and as a GitHub-flavoured Markdown table into Markdown reports. Cells may link to a page.
package struct QueryTable: Sendable, Hashable {
    /// A column heading; numeric columns are right-aligned.
    package struct Column: Sendable, Hashable {
        /// The heading text.
        package var title: String
        /// Right-aligned when true.
        package var numeric: Bool
        /// Whether the column names what the table exists for (``QueryTable/isKeyColumn(_:)``).
        package var isKey: Bool
        /// A column; `key` defaults to what ``QueryTable/isKeyColumn(_:)`` says of an English title
        /// (headings in other languages say it explicitly).
        package init(_ title: String, numeric: Bool = false, key: Bool? = nil) {
            self.title = title
            self.numeric = numeric
            self.isKey = key ?? QueryTable.isKeyColumn(title)
        }
    }

    /// One cell: its text and, optionally, a relative link.
    package struct Cell: Sendable, Hashable {
        /// The text (plain, escaped by each writer).
        package var text: String
        /// A link relative to the page the table is on.
        package var href: String?
        /// A cell.
        package init(_ text: String, href: String? = nil) {
            self.text = text
            self.href = href
        }
    }

    /// The headings.
    package var columns: [Column]
    /// The rows, each with one cell per column.
    package var rows: [[Cell]]

    /// A table.
    package init(columns: [Column], rows: [[Cell]]) {
        self.columns = columns
        self.rows = rows
    }

    /// Whether a column heading names what a table exists for (a distance, the cross-track
    /// distance, a status): such a column must never be hidden by sideways scrolling.
    package static func isKeyColumn(_ title: String) -> Bool {
        let lower = title.lowercased()
        return ["distance", "cross track", "status"].contains { lower.hasPrefix($0) }
    }

    /// The index of the column kept in view at the table's right edge (`class="key"`, sticky in
    /// the theme): the last key column (``isKeyColumn(_:)``), if any.
    package var stickyColumn: Int? {
        columns.lastIndex(where: \.isKey)
    }

    /// The table as HTML (every text escaped).
    package func html() -> String {
        let sticky = stickyColumn
        func classes(_ index: Int) -> String {
            var names: [String] = []
            if index < columns.count, columns[index].numeric { names.append("num") }
            if index == sticky { names.append("key") }
            return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
        }
        var out = "<table>\n<thead>\n<tr>"
        for (index, column) in columns.enumerated() {
            out += "<th\(classes(index))>"
            out += Escaper.markup(column.title) + "</th>"
        }
        out += "</tr>\n</thead>\n<tbody>\n"
        for row in rows {
            out += "<tr>"
            for (index, cell) in row.enumerated() {
                out += "<td\(classes(index))>"
                if let href = cell.href {
                    out += "<a href=\"\(Escaper.markup(href))\">\(Escaper.markup(cell.text))</a>"
                } else {
                    out += Escaper.markup(cell.text)
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    /// The table as a GitHub-flavoured Markdown table (Markdown punctuation and `|` escaped).
    package func markdown() -> String {
        var out = "| " + columns.map { Escaper.markdown($0.title) }.joined(separator: " | ") + " |\n"
        out += "|" + columns.map { $0.numeric ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows {
            let cells = row.map { cell -> String in
                let text = Escaper.markdown(cell.text)
                guard let href = cell.href else { return text }
                return "[\(text)](\(Escaper.markdownLinkTarget(href)))"
            }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
