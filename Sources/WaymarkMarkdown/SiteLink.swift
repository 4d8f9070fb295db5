/// Turns site paths into links that work both on a web server and opened from disk.
///
/// Every page lives at `<dir>/index.html`; a link written `/about/` or `about/` from a page whose
/// output is `reports/x/index.html` becomes `../../about/index.html`.
package enum SiteLink {
    /// The prefix that leads from the folder of `outputPath` back to the output root:
    /// `index.html` → `""`, `about/index.html` → `../`, `reports/x/index.html` → `../../`.
    package static func rootPrefix(from outputPath: String) -> String {
        let depth = outputPath.split(separator: "/", omittingEmptySubsequences: true).count - 1
        return String(repeating: "../", count: max(0, depth))
    }

    /// The file a site path names: `about/` → `about/index.html`, `` or `/` → `index.html`,
    /// `css/site.css` → `css/site.css`. A query or fragment is kept after the file name.
    package static func file(forSitePath path: String) -> String {
        var body = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var suffix = ""
        if let cut = body.firstIndex(where: { $0 == "#" || $0 == "?" }) {
            suffix = String(body[cut...])
            body = String(body[..<cut])
        }
        if body.isEmpty || body.hasSuffix("/") { body += "index.html" }
        return body + suffix
    }

    /// A relative link for a site-absolute target (`/about/`), or `nil` when `url` is not one
    /// (relative, external, protocol-relative `//host`, or a bare fragment).
    package static func relative(siteAbsolute url: String, rootPrefix: String) -> String? {
        guard url.hasPrefix("/"), !url.hasPrefix("//") else { return nil }
        return rootPrefix + file(forSitePath: url)
    }

    /// The relative link from the page written at `outputPath` to the site path `target`.
    package static func relative(from outputPath: String, to target: String) -> String {
        rootPrefix(from: outputPath) + file(forSitePath: target)
    }
}
