import WaymarkCore
import WaymarkModel

/// The inline scripts a theme's templates write: the texts the Content-Security-Policy allows by
/// their hashes (``ContentSecurityPolicy``).
///
/// A `<script>` element without `src` whose `type` is absent or a JavaScript type is an inline
/// script. Its text must be exactly what the page carries, so it may not hold a Mustache tag:
/// such a script would change with the data (and data inside a script is what the policy keeps
/// out), so it is an error at its tag. Data blocks (`type="application/ld+json"`, any other
/// non-script type) are not run by browsers and may hold tags: their values go through the escaper
/// like every other.
enum ThemeInlineScripts {
    /// The inline scripts of one template's text, or the problems of those holding tags.
    static func scan(_ text: String, source: SourceFile) -> (scripts: [String], problems: [Diagnostic]) {
        var scripts: [String] = []
        var problems: [Diagnostic] = []
        let bytes = Array(text.utf8)
        var index = 0
        while let open = find(Array("<script".utf8), in: bytes, from: index, ignoringCase: true) {
            let afterName = open + 7
            guard afterName < bytes.count, isTagNameEnd(bytes[afterName]) else {
                index = afterName
                continue
            }
            guard let tagEnd = bytes[afterName...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let attributes = String(decoding: bytes[afterName..<tagEnd], as: UTF8.self).lowercased()
            let bodyStart = tagEnd + 1
            let close = find(Array("</script".utf8), in: bytes, from: bodyStart, ignoringCase: true) ?? bytes.count
            index = close
            guard isInlineScript(attributes) else { continue }
            let body = String(decoding: bytes[bodyStart..<close], as: UTF8.self)
            if body.contains("{{") {
                let (line, column) = position(of: open, in: bytes)
                problems.append(source.diagnostic(
                    .error, "an inline <script> holds a Mustache tag: expected a script whose text is the same on every page (the Content-Security-Policy allows it by its hash), or a file under static/",
                    line: line, column: column))
            } else {
                scripts.append(body)
            }
        }
        return (scripts, problems)
    }

    /// True for a script element's attributes that make it run from its own text: no `src`, and
    /// no `type` or a JavaScript one.
    private static func isInlineScript(_ attributes: String) -> Bool {
        let words = attributes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map { $0.hasSuffix("/") ? $0.dropLast() : $0 }
        if words.contains(where: { $0 == "src" || $0.hasPrefix("src=") }) { return false }
        guard let type = words.first(where: { $0.hasPrefix("type=") }) else { return true }
        let value = String(type.dropFirst(5).filter { $0 != "\"" && $0 != "'" })
        return ["", "module", "text/javascript", "application/javascript", "text/ecmascript"].contains(value)
    }

    private static func isTagNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "/")
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, ignoringCase: Bool) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            var matched = 0
            while matched < needle.count, lowered(bytes[index + matched]) == needle[matched] { matched += 1 }
            if matched == needle.count { return index }
            index += 1
        }
        return nil
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, lineStart = 0
        for (index, byte) in bytes[..<offset].enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }
}
