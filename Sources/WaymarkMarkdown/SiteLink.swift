/// Turns site paths into links that work both on a web server and opened from disk.
///
/// Every page lives at `<dir>/index.html`; a link written `/about/` or `about/` from a page whose
/// output is `reports/x/index.html` becomes `../../about/index.html`.
package enum SiteLink {
    /// The prefix that leads from the folder of `outputPath` back to the output root:
    /// `index.html` → `""`, `about/index.html` → `../`, `reports/x/index.html` → `../../`.
    package static func rootPrefix(from outputPath: String) -> String {
        var components = 0, inComponent = false
        for byte in outputPath.utf8 {
            if byte == slash {
                inComponent = false
            } else if !inComponent {
                inComponent = true
                components += 1
            }
        }
        return String(repeating: "../", count: max(0, components - 1))
    }

    /// The file a site path names: `about/` → `about/index.html`, `` or `/` → `index.html`,
    /// `css/site.css` → `css/site.css`. A query or fragment is kept after the file name. Works on
    /// the UTF-8 bytes: `/`, `#` and `?` are cut where they stand, whatever follows them.
    package static func file(forSitePath path: String) -> String {
        let bytes = path.utf8
        let start = bytes.first == slash ? bytes.index(after: bytes.startIndex) : bytes.startIndex
        let cut = bytes[start...].firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? bytes.endIndex
        let body = path[start..<cut]
        guard body.isEmpty || body.utf8.last == slash else {
            return start == bytes.startIndex ? path : String(path[start...])
        }
        return String(body) + "index.html" + path[cut...]
    }

    private static let slash = UInt8(ascii: "/")

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
