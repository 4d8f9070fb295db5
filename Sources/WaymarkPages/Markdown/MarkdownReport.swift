import WaymarkConfig
import WaymarkCore
import WaymarkModel
import WaymarkOutput
import WaymarkRender

/// A report written as GitHub-flavoured Markdown: its title and summary, then its body with every
/// ```` ```waymark ```` block replaced by the block's output: the map as an image linking a sibling
/// `.svg` file, a one-line summary, and the table or list as Markdown.
///
/// Files: `reports/<slug>/index.html` → `reports/<slug>.md`, `reports/<slug>-map-<n>.svg` and
/// the map's features `reports/<slug>-map-<n>.geojson` (`n` counts the report's blocks from 1), so
/// the `.md` and its maps sit side by side and link each other relatively. Everything else in the body is kept as written.
package struct MarkdownReport: Sendable {
    /// The report's blocks, run once (``SiteContent/queryBlocks(of:context:)``).
    package let blocks: PageQueryBlocks

    /// The report.
    package var page: ContentPage { blocks.page }

    /// A report whose blocks were run.
    package init(blocks: PageQueryBlocks) {
        self.blocks = blocks
    }

    /// A report over `context`, its blocks run now.
    package init(page: ContentPage, context: QueryBlockContext) {
        self.init(blocks: PageQueryBlocks(page: page, context: context))
    }

    /// The report's slug: the folder its HTML page is written to.
    var slug: String {
        let folders = page.outputPath.components.dropLast()
        return folders.last ?? "index"
    }

    /// The folders above the report's own (`["reports"]`).
    var parentFolders: [String] { Array(page.outputPath.components.dropLast(2)) }

    /// `reports/<slug>.md`.
    package var markdownPath: OutputPath { OutputPath(trusted: parentFolders + ["\(slug).md"]) }

    /// `reports/<slug>-map-<n>.svg` (n from 1).
    package func mapPath(_ number: Int) -> OutputPath { OutputPath(trusted: parentFolders + ["\(slug)-map-\(number).svg"]) }

    /// `reports/<slug>-map-<n>.geojson` (n from 1): the features of map `n`, beside its `.svg`.
    package func geoJSONPath(_ number: Int) -> OutputPath { OutputPath(trusted: parentFolders + ["\(slug)-map-\(number).geojson"]) }

    /// The numbers (from 1) of the blocks that draw a map: the `.svg` and `.geojson` files this report writes.
    package var mapNumbers: [Int] { blocks.mapBlockNumbers }

    /// The FeatureCollection of map `number`, page URLs absolute from `config.baseURL`.
    package func geoJSON(_ number: Int, config: SiteConfig) -> GeoJSONFeatureCollection {
        blocks.geoJSON(number: number, config: config)
    }

    /// The Markdown text and the maps (by number) of the report.
    package func render() -> (text: String, maps: [Int: String]) {
        let outputs = blocks.outputs(pagePath: markdownPath.description, mapPrefix: slug + "-map")
        let lines = SourceFile(path: page.displayPath, text: page.body).lines
        // A file ending in a line break has an empty last line; a block that reaches the last line
        // of text (never closed) takes it too.
        let textLines = lines.last == "" ? lines.count - 1 : lines.count
        var replacements: [(span: ClosedRange<Int>, text: String)] = []
        var maps: [Int: String] = [:]
        for (index, (block, result)) in outputs.enumerated() {
            // The lines from the opening to the closing fence, as the page's one parse found them.
            let span = block.line...(block.lastLine >= textLines ? lines.count : max(block.line, block.lastLine))
            switch result {
            case .success(let output):
                let number = index + 1
                if let svg = output.svg { maps[number] = svg }
                let link = output.svg == nil ? nil : mapPath(number).components.last
                replacements.append((span, output.markdown(mapLink: link, geoJSONLink: geoJSONPath(number).components.last)))
            case .failure(let error):
                replacements.append((span, "> " + blocks.context.words.text("query.error", ["message": Escaper.markdown(error.message)]) + "\n"))
            }
        }
        var out = "# \(Escaper.markdown(page.frontMatter.title))\n\n"
        if let summary = page.frontMatter.summary { out += "_\(Escaper.markdown(summary))_\n\n" }
        var line = 1
        while line <= lines.count, lines[line - 1].allSatisfy({ $0 == " " || $0 == "\t" }) { line += 1 }
        for replacement in replacements.sorted(by: { $0.span.lowerBound < $1.span.lowerBound })
        where replacement.span.lowerBound >= line {
            while line < replacement.span.lowerBound, line <= lines.count {
                out += lines[line - 1] + "\n"
                line += 1
            }
            out += replacement.text
            line = replacement.span.upperBound + 1
        }
        while line <= lines.count {
            out += lines[line - 1]
            if line < lines.count { out += "\n" }
            line += 1
        }
        if !out.hasSuffix("\n") { out += "\n" }
        return (out, maps)
    }
}
