/// The `Content-Type` of a file served from the output, chosen by its name.
enum ContentType {
    /// HTML, the type that gets the live-reload script and the error page.
    static let html = "text/html; charset=utf-8"

    /// The media type for a file called `name` (the last path segment). Special names come first:
    /// `feed.json` (and `*.feed.json`) is a JSON Feed, `atom.xml` an Atom feed. Text types carry
    /// `charset=utf-8`; unknown extensions are `application/octet-stream`.
    static func forFile(named name: String) -> String {
        let lowered = name.lowercased()
        if lowered == "feed.json" || lowered.hasSuffix(".feed.json") { return "application/feed+json" }
        if lowered == "atom.xml" { return "application/atom+xml" }
        guard let dot = lowered.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[String(lowered[lowered.index(after: dot)...])] ?? "application/octet-stream"
    }

    /// True when `contentType` is HTML.
    static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }

    private static let byExtension: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "geojson": "application/geo+json",
        "atom": "application/atom+xml",
        "rss": "application/rss+xml",
        "xml": "application/xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/vnd.microsoft.icon",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "pdf": "application/pdf",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "webmanifest": "application/manifest+json",
        "wasm": "application/wasm",
    ]
}
