import Foundation

/// A generated set of plain GFM pages, the same for every tool: each page has front matter, three
/// headings, a table, a list, links to other pages and about 1.2 KB of text. Deterministic: page
/// `n` is always the same text.
struct PlainPageSet {
    let count: Int

    static let words = ["harbour", "mooring", "tide", "quay", "ferry", "island", "channel", "pontoon",
                        "breakwater", "lighthouse", "anchorage", "marina", "swell", "beacon", "jetty", "cove"]

    func name(_ n: Int) -> String { "p-" + String(repeating: "0", count: max(0, 5 - String(n).count)) + String(n) }

    func sentence(_ n: Int, _ k: Int) -> String {
        let words = (0..<9).map { Self.words[(n &* 7 &+ k &* 13 &+ $0 &* 5) % Self.words.count] }
        return words.joined(separator: " ").capitalizedFirst + "."
    }

    /// Page `n`'s Markdown body (after the front matter).
    func body(_ n: Int) -> String {
        let next = name((n + 1) % count), other = name((n * 31 + 7) % count)
        var text = "# Notes on \(name(n))\n\n"
        text += (0..<4).map { sentence(n, $0) }.joined(separator: " ") + " See [the next page](/\(next)/) or [another](/\(other)/).\n\n"
        text += "## Berths\n\n| Berth | Length | Depth |\n|---|--:|--:|\n"
        for row in 0..<4 { text += "| \(Self.words[(n + row) % Self.words.count]) \(row + 1) | \(10 + (n + row) % 30) m | \(2 + row) m |\n" }
        text += "\n## Checklist\n\n"
        for item in 0..<5 { text += "- \(sentence(n, item + 4)) **\(Self.words[(n + item) % Self.words.count])**\n" }
        text += "\n## More\n\n" + (8..<12).map { sentence(n, $0) }.joined(separator: " ") + " Also *\(Self.words[n % Self.words.count])* and `code \(n)`.\n"
        return text
    }

    func frontMatter(_ n: Int) -> String {
        "---\ntitle: \"Notes on \(name(n))\"\ndate: 2026-0\(1 + n % 9)-1\(n % 10)\nsummary: \"\(sentence(n, 20))\"\n---\n"
    }

    /// `site.yml` and `pages/*.md` for `waymark build`.
    func writeWaymarkSite(to folder: URL) throws {
        let pages = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try "title: Plain pages\nbaseURL: https://plain.example.org/\nlanguage: en\n"
            .write(to: folder.appendingPathComponent("site.yml"), atomically: false, encoding: .utf8)
        for n in 0..<count {
            try (frontMatter(n) + body(n)).write(to: pages.appendingPathComponent(name(n) + ".md"), atomically: false, encoding: .utf8)
        }
    }

    /// `hugo.toml`, minimal layouts and `content/*.md` for `hugo`.
    func writeHugoSite(to folder: URL) throws {
        let content = folder.appendingPathComponent("content")
        let layouts = folder.appendingPathComponent("layouts/_default")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try "baseURL = \"https://plain.example.org/\"\ntitle = \"Plain pages\"\nlanguageCode = \"en\"\ndisableKinds = [\"taxonomy\", \"term\"]\n"
            .write(to: folder.appendingPathComponent("hugo.toml"), atomically: false, encoding: .utf8)
        let page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>\n<body><main>{{ .Content }}</main></body></html>\n"
        let list = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>\n<body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n"
        try page.write(to: layouts.appendingPathComponent("single.html"), atomically: false, encoding: .utf8)
        try list.write(to: layouts.appendingPathComponent("list.html"), atomically: false, encoding: .utf8)
        for n in 0..<count {
            try (frontMatter(n) + body(n)).write(to: content.appendingPathComponent(name(n) + ".md"), atomically: false, encoding: .utf8)
        }
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
