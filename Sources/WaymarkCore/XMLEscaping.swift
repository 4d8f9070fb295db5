/// Escapes text from data for HTML, SVG and XML element content and double- or single-quoted
/// attributes: the one escaper of the maps, the pages' query blocks, the feeds, the sitemap and the
/// preview server's error page.
///
/// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` (the numeric
/// form, because `&apos;` is not an HTML 4 entity and the Mustache theme writes `&#39;` too);
/// characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, U+FFFE,
/// U+FFFF) are dropped, so the output always parses.
package enum XMLEscaping {
    /// Returns `text` escaped, e.g. `<script>` → `&lt;script&gt;`.
    package static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped to `bytes` as UTF-8 (the SVG writer's buffer).
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A, 0x0D: bytes.append(UInt8(scalar.value))
            case 0x00..<0x20, 0xFFFE, 0xFFFF: continue
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }
}
