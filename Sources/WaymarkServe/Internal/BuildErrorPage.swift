import Foundation
import WaymarkCore
import WaymarkModel

/// The page shown instead of every HTML page while the last build failed: each diagnostic (errors
/// first, then warnings) with its `path:line:col`, severity, message and source excerpt, all escaped. It carries the live-reload
/// script, so fixing the file brings the real page back by itself.
struct BuildErrorPage {
    var diagnostics: [Diagnostic]
    var sources: SourceFiles?

    /// The complete HTML document (the live-reload script is injected by the caller).
    func render() -> String {
        let errorCount = diagnostics.filter { $0.severity == .error }.count
        let title = errorCount == 1 ? "Build failed: 1 error" : "Build failed: \(errorCount) errors"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Escaper.markup(title))</title>
            <style>
            body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d1d1f}
            h1{color:#b00020}
            .diagnostic{border-left:4px solid #b00020;padding:.25rem 1rem;margin:1.5rem 0;background:#fff5f5}
            .diagnostic.warning{border-color:#b36b00;background:#fffaf0}
            .location{font-family:ui-monospace,monospace;font-weight:600}
            pre{background:#f4f4f6;padding:.75rem;overflow-x:auto;font:14px/1.4 ui-monospace,monospace}
            .offending{background:#ffe0e0;display:inline-block;min-width:100%}
            footer{color:#666;font-size:.9rem}
            </style>
            </head>
            <body>
            <h1>\(Escaper.markup(title))</h1>
            <p>Waymark could not build the site. Fix the files below and save: this page reloads by itself.</p>

            """
        // Errors first (what stops the build), then warnings; each group in the build's order.
        for diagnostic in diagnostics.filter({ $0.severity == .error }) + diagnostics.filter({ $0.severity != .error }) {
            html += section(for: diagnostic)
        }
        html += """
            <footer>waymark serve keeps watching; the last good build is still used for images and styles.</footer>
            </body>
            </html>

            """
        return html
    }

    private func section(for diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity.rawValue
        var html = "<section class=\"diagnostic \(severity)\">\n"
        html += "<p><span class=\"location\">\(Escaper.markup(diagnostic.location.description))</span>: "
        html += "<strong>\(severity)</strong>: \(Escaper.markup(diagnostic.message))</p>\n"
        if let excerpt = SourceExcerpt(for: diagnostic, sources: sources) {
            html += "<pre>" + excerptLines(excerpt) + "</pre>\n"
        }
        return html + "</section>\n"
    }

    private func excerptLines(_ excerpt: SourceExcerpt) -> String {
        let width = String(excerpt.lines.last?.number ?? 0).count
        var rows: [String] = []
        for line in excerpt.lines {
            let number = String(line.number)
            let gutter = String(repeating: " ", count: max(0, width - number.count)) + number + " | "
            if line.isOffending {
                rows.append("<span class=\"offending\">\(Escaper.markup(gutter + line.text))</span>")
                if excerpt.column > 0 {
                    let pad = String(line.text.prefix(excerpt.column - 1).map { $0 == "\t" ? Character("\t") : Character(" ") })
                    rows.append(Escaper.markup(String(repeating: " ", count: width) + " | " + pad + "^"))
                }
            } else {
                rows.append(Escaper.markup(gutter + line.text))
            }
        }
        return rows.joined(separator: "\n")
    }
}
