import WaymarkModel
import Yams

/// The `scriptSources` setting of `site.yml`: where a theme's scripts may come from besides the
/// site itself, added to the `script-src` of the pages' Content-Security-Policy
/// (docs/hardening.md, "Escaping and scripts").
///
/// Each entry is one CSP source: an `https://` URL or host (`https://stats.example.org`,
/// `https://cdn.example.org/lib.js`), or a script hash (`'sha256-…'`, `'sha384-…'`, `'sha512-…'`).
/// Keywords that would let any inline script or string run (`'unsafe-inline'`, `'unsafe-eval'`,
/// `*`, a bare scheme such as `https:` or `data:`) are refused: they would take down the wall the
/// policy is.
package enum ScriptSourcesSetting {
    /// The key in `site.yml`.
    package static let key = "scriptSources"

    /// Reads the list, or reports each entry that is not an allowed source at its line and column.
    package static func read(_ value: Node, section: YAMLSection, diagnostics: inout [Diagnostic]) -> [String] {
        guard let items = value.sequence else {
            diagnostics.append(section.diagnostic(
                .error, "\(key) must be a list of script sources, found \(value.kindDescription): expected e.g. [https://stats.example.org]",
                at: value))
            return []
        }
        var sources: [String] = []
        for item in items {
            guard let text = item.scalar?.string else {
                diagnostics.append(section.diagnostic(.error, "\(key) entry must be text, found \(item.kindDescription)", at: item))
                continue
            }
            if isAllowed(text) {
                sources.append(text)
            } else {
                diagnostics.append(section.diagnostic(
                    .error, "\(key) entry \"\(text)\" is not an allowed script source: expected an https:// URL or host, or a hash such as 'sha256-…'",
                    at: item))
            }
        }
        return sources
    }

    /// True for an `https://` URL with a host, or a `'sha256-'`/`'sha384-'`/`'sha512-'` hash in
    /// base64; never for anything with white space, `;`, `,` or a quote elsewhere.
    package static func isAllowed(_ text: String) -> Bool {
        for prefix in ["'sha256-", "'sha384-", "'sha512-"] where text.hasPrefix(prefix) {
            let digest = text.dropFirst(prefix.count)
            guard digest.count > 2, digest.last == "'" else { return false }
            return digest.dropLast().unicodeScalars.allSatisfy { scalar in
                scalar.properties.isASCIIHexDigit || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
                    || scalar == "+" || scalar == "/" || scalar == "=" || scalar == "-" || scalar == "_"
            }
        }
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") else { return false }
        let rest = text.dropFirst("https://".count)
        guard let first = rest.first, first != "/", first != "*" || rest.dropFirst().first == "." else { return false }
        return rest.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value < 0x7F && !";,'\"\\<>".unicodeScalars.contains(scalar)
        }
    }
}
