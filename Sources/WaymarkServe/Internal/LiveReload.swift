import Foundation

/// The live-reload client: a small script file that the server (never the build) serves at
/// ``scriptPath`` and links from every HTML response, so the built site stays free of JavaScript.
/// It is a file, not an inline script, so the pages' Content-Security-Policy (`script-src 'self'`
/// and the theme's own hashes) lets it run without allowing anything inline.
///
/// The page carries the build token it was served at, in the script element's `data-token`. The
/// script opens an `EventSource` on `eventsPath`; the server greets every connection with a
/// `hello` event and announces every rebuild with a `reload` event, both carrying the current
/// token. Whenever the token differs from the page's, the page reloads, so a rebuild that finished
/// before the script connected (or while the server was restarting) is not missed.
enum LiveReload {
    /// Path of the Server-Sent Events stream.
    static let eventsPath = "/__waymark/events"
    /// Path of the script.
    static let scriptPath = "/__waymark/live-reload.js"

    /// The script served at ``scriptPath``.
    static let scriptSource = """
        /* waymark serve: live reload (not part of the built site) */
        (function(){var script=document.currentScript;var served=script&&script.getAttribute("data-token");\
        if(!served||!window.EventSource)return;var source=new EventSource("\(eventsPath)");\
        function check(event){if(event.data!==served){source.close();location.reload();}}\
        source.addEventListener("hello",check);source.addEventListener("reload",check);})();

        """

    /// The `<script>` element for a page served at `token` (letters, digits and `-` only).
    static func script(token: String) -> String {
        let safeToken = token.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return "<script src=\"\(scriptPath)\" data-token=\"\(safeToken)\"></script>\n"
    }

    /// `html` with the script inserted before its last `</body` tag (any letter case), or appended
    /// when there is none.
    static func inject(into html: Data, token: String) -> Data {
        let script = Data(script(token: token).utf8)
        guard let position = lastClosingBody(in: html) else {
            return html + script
        }
        var result = Data(capacity: html.count + script.count)
        result.append(html[html.startIndex..<position])
        result.append(script)
        result.append(html[position...])
        return result
    }

    private static func lastClosingBody(in html: Data) -> Data.Index? {
        let pattern = Array("</body".utf8)
        guard html.count >= pattern.count else { return nil }
        var start = html.endIndex - pattern.count
        while start >= html.startIndex {
            var matches = true
            for (offset, expected) in pattern.enumerated() {
                let byte = html[start + offset]
                let lowered = (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
                if lowered != expected {
                    matches = false
                    break
                }
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }
}
