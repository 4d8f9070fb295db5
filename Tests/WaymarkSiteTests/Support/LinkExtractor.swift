/// Finds `href` and `src` values in generated HTML and resolves relative ones to output paths.
enum LinkExtractor {
    /// Every `href="…"` and `src="…"` value, in order.
    static func links(in html: String) -> [String] {
        var links: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = Substring(html)
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                links.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return links
    }

    /// The output path a relative link from `page` points at (a folder means its `index.html`), or
    /// `nil` for external, absolute and fragment-only links. Entities are not decoded (none expected).
    static func resolve(_ link: String, from page: String) -> String? {
        if link.isEmpty || link.hasPrefix("#") || link.hasPrefix("/") || link.contains(":") { return nil }
        var target = link
        if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = String(target[..<cut]) }
        var parts = page.split(separator: "/").map(String.init).dropLast()
        for component in target.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "..": if parts.popLast() == nil { return "(outside the output folder)" }
            case ".", "": continue
            default: parts.append(String(component))
            }
        }
        let joined = parts.joined(separator: "/")
        return target.hasSuffix("/") || joined.isEmpty ? (joined.isEmpty ? "index.html" : joined + "/index.html") : joined
    }
}
