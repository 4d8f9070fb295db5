import Foundation

/// The Content-Security-Policy header `waymark serve` sends with an HTML page: the policy the page
/// itself carries in `<meta http-equiv="Content-Security-Policy" content="…">` (the default theme
/// writes the site's policy there), so the header and the page say the same; for a page without
/// one (a theme that leaves it out, the server's own error and building pages) the policy that
/// allows scripts only from the server itself (``fallback``), which covers the live-reload script.
enum PageSecurityPolicy {
    /// The header's name.
    static let headerName = "Content-Security-Policy"

    /// Scripts only from the server itself, no plugins, no `<base>`.
    static let fallback = "script-src 'self'; object-src 'none'; base-uri 'none'"

    /// The policy for `html`: its meta element's, or ``fallback``.
    static func policy(of html: Data) -> String {
        metaPolicy(in: html) ?? fallback
    }

    /// The `content` of the first `<meta http-equiv="Content-Security-Policy">` before `</head>`,
    /// its character references decoded; `nil` when there is none. Compared in ASCII lower case,
    /// byte for byte, so offsets into the page stay the page's own.
    static func metaPolicy(in html: Data) -> String? {
        let bytes = Array(html.prefix(65_536))
        let lower = bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        let end = find("</head", in: lower, from: 0) ?? lower.count
        var index = 0
        while let meta = find("<meta", in: lower, from: index), meta < end {
            guard let close = lower[meta...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            index = close + 1
            let tag = Array(lower[meta..<close])
            guard let equiv = valueRange("http-equiv", in: tag),
                  Array(tag[equiv]) == Array("content-security-policy".utf8),
                  let content = valueRange("content", in: tag) else { continue }
            let original = bytes[(meta + content.lowerBound)..<(meta + content.upperBound)]
            return decoded(String(decoding: original, as: UTF8.self))
        }
        return nil
    }

    /// The offsets of the double-quoted value of attribute `name` in a lower-cased tag.
    private static func valueRange(_ name: String, in tag: [UInt8]) -> Range<Int>? {
        guard let start = find(" \(name)=\"", in: tag, from: 0) else { return nil }
        let valueStart = start + name.utf8.count + 3
        guard let valueEnd = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return valueStart..<valueEnd
    }

    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard start + pattern.count <= bytes.count else { return nil }
        for index in start...(bytes.count - pattern.count) where bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
            return index
        }
        return nil
    }

    /// The five entities the escaper writes, decoded.
    private static func decoded(_ value: String) -> String {
        value.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
