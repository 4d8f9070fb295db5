import WaymarkCore
import WaymarkModel

/// The Content-Security-Policy of a site's pages: the second wall behind the escaper. Built pages
/// carry it in a `<meta http-equiv="Content-Security-Policy">` (the default theme's head partial
/// writes ``value``); `waymark serve` sends the same policy as a header.
///
/// Scripts may come only from the site itself (`'self'`: files of the theme's or the site's
/// `static/`, and the preview server's live-reload script), from the theme's own inline scripts
/// (each allowed by the SHA-256 of its text), and from the sources `site.yml` lists under
/// `scriptSources:`. Nothing else runs: not an inline script or event handler attribute that data
/// could smuggle into a page, nor a plugin (`object-src 'none'`), nor a `<base>` that re-points
/// the page's relative links (`base-uri 'none'`).
package struct ContentSecurityPolicy: Sendable, Equatable {
    /// The base64 SHA-256 digests of the theme's inline scripts, sorted, without duplicates.
    package let scriptHashes: [String]
    /// The sources `site.yml` adds to `script-src`, as written.
    package let scriptSources: [String]
    /// Whether the site's scripts may compile WebAssembly (`'wasm-unsafe-eval'`): only the search
    /// page, whose Pagefind index is searched by a WebAssembly module (docs/hardening.md,
    /// "Search and WebAssembly"). It allows no `eval` of JavaScript text.
    package let allowsWebAssembly: Bool
    /// The policy as the header and the `<meta>` element write it, made once: every page writes it.
    package let value: String

    /// A policy allowing the given inline script texts and sources.
    package init(inlineScripts: [String], scriptSources: [String] = []) {
        self.init(scriptHashes: Set(inlineScripts.map { SHA256Digest(Array($0.utf8)).base64 }).sorted(),
                  scriptSources: scriptSources, allowsWebAssembly: false)
    }

    private init(scriptHashes: [String], scriptSources: [String], allowsWebAssembly: Bool) {
        self.scriptHashes = scriptHashes
        self.scriptSources = scriptSources
        self.allowsWebAssembly = allowsWebAssembly
        let scripts = ["'self'"] + (allowsWebAssembly ? ["'wasm-unsafe-eval'"] : []) + scriptHashes.map { "'sha256-\($0)'" } + scriptSources
        value = "script-src \(scripts.joined(separator: " ")); object-src 'none'; base-uri 'none'"
    }

    /// This policy, also allowing scripts to compile WebAssembly.
    package func allowingWebAssembly() -> ContentSecurityPolicy {
        ContentSecurityPolicy(scriptHashes: scriptHashes, scriptSources: scriptSources, allowsWebAssembly: true)
    }
}
