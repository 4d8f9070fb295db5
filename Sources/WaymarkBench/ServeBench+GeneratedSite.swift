import Foundation

extension ServeBench {
    /// A synthetic site for the large-site figure: `site.yml` and `pages` Markdown pages spread
    /// over folders of 1,000 (`pages/section-NN/page-NNNNN.md`), each with front matter, a heading,
    /// a paragraph and a list. Deterministic: the same count gives the same files.
    enum GeneratedSite {
        static func write(pages: Int, to site: URL) throws {
            let manager = FileManager.default
            try manager.createDirectory(at: site.appendingPathComponent("pages"), withIntermediateDirectories: true)
            try Data("title: Generated Harbour\nbaseURL: https://example.org/\n".utf8)
                .write(to: site.appendingPathComponent("site.yml"))
            for index in 0..<pages {
                let section = String(format: "section-%02d", index / 1000)
                let folder = site.appendingPathComponent("pages/\(section)")
                if index % 1000 == 0 {
                    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                }
                let number = String(format: "%05d", index % 1000)
                let text = """
                    ---
                    title: Page \(index)
                    date: 2025-01-01
                    ---
                    ## Berth \(index)

                    Moorings, fuel and water for visiting yachts, with *seasonal* notes.

                    - Depth: \(index % 12 + 2) m
                    - Berths: \(index % 40 + 5)

                    """
                try Data(text.utf8).write(to: folder.appendingPathComponent("page-\(number).md"))
            }
        }
    }
}
