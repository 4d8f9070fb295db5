import Foundation
import WaymarkCore
import WaymarkModel

/// Answers every request of the preview: the event stream, files of the output (HTML with the
/// live-reload script), redirects for folders, the site's 404 page, and the error page while the
/// last build failed. Only GET and HEAD are allowed.
struct PreviewRequestHandler: Sendable {
    let state: MutexBox<ServingState>
    let broadcaster: ReloadBroadcaster
    let sources: SourceFiles?

    func handleRequest(_ request: HTTPRequestHead) -> PreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return plain(405, "Only GET and HEAD are allowed.\n", extra: [("Allow", "GET, HEAD")])
        }
        let rawPath = Self.path(of: request.target)
        if rawPath == LiveReload.eventsPath {
            return request.method == "HEAD" ? finish(eventStream(opening: false), for: request) : eventStream(opening: true)
        }
        if rawPath == LiveReload.scriptPath {
            return finish(PreviewResponse(status: 200, headers: [
                ("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff"),
            ], body: Data(LiveReload.scriptSource.utf8)), for: request)
        }
        let path: RequestPath
        do {
            path = try RequestPath(percentEncoded: rawPath)
        } catch {
            return finish(plain(400, "Bad request: \(error.reason).\n"), for: request)
        }
        let snapshot = state.withLock { ($0.token, $0.output, $0.failure) }
        let (token, output, failure) = snapshot
        let lookup = output?.lookup(path) ?? .notFound

        if let failure, wantsPage(lookup: lookup, path: path, request: request) {
            return finish(errorPage(failure, token: token), for: request)
        }
        if output == nil && failure == nil {
            return finish(buildingPage(token: token), for: request)
        }
        switch lookup {
        case .redirect(let location):
            return finish(plain(301, "Moved to \(location)\n", extra: [("Location", location)]), for: request)
        case .file(let filePath):
            guard let file = servedFile(at: filePath, token: token) else {
                return finish(notFound(output: output, token: token), for: request)
            }
            return finish(respond(with: file, request: request), for: request)
        case .notFound:
            return finish(notFound(output: output, token: token), for: request)
        }
    }

    /// True when the request should see the error page: it names an HTML file, or a missing file
    /// that a browser would expect as a page (no extension, `.html`, or `Accept: text/html`).
    private func wantsPage(lookup: OutputFolder.Lookup, path: RequestPath, request: HTTPRequestHead) -> Bool {
        switch lookup {
        case .file(let filePath):
            return ContentType.isHTML(ContentType.forFile(named: (filePath as NSString).lastPathComponent))
        case .redirect:
            return false
        case .notFound:
            let name = path.segments.last ?? ""
            if path.hasTrailingSlash || path.segments.isEmpty || !name.contains(".") { return true }
            if ContentType.isHTML(ContentType.forFile(named: name)) { return true }
            return request.header("Accept")?.contains("text/html") == true
        }
    }

    /// The body for `filePath` under `token`, from memory when it was read before under this token.
    private func servedFile(at filePath: String, token: String) -> ServedFile? {
        if let cached = state.withLock({ $0.token == token ? $0.files[filePath] : nil }) {
            return cached
        }
        guard let file = ServedFile(path: filePath, token: token) else { return nil }
        if file.body.count <= ServingState.largestCachedFile {
            state.withLock { state in
                guard state.token == token, state.cachedBytes + file.body.count <= ServingState.cacheBudget else { return }
                state.files[filePath] = file
                state.cachedBytes += file.body.count
            }
        }
        return file
    }

    /// 200 with the body, or 304 when `If-None-Match` names its tag.
    private func respond(with file: ServedFile, request: HTTPRequestHead) -> PreviewResponse {
        var headers = file.headers + [
            ("ETag", file.entityTag.description),
            ("Cache-Control", "no-cache"),
            ("X-Content-Type-Options", "nosniff"),
        ]
        if let condition = request.header("If-None-Match"), file.entityTag.isMatched(byIfNoneMatch: condition) {
            headers.append(("Content-Length", String(file.body.count)))
            return PreviewResponse(status: 304, headers: headers, body: Data())
        }
        return PreviewResponse(status: 200, headers: headers, body: file.body)
    }

    /// The site's own `404.html` (with the live-reload script) and status 404, or a plain 404.
    private func notFound(output: OutputFolder?, token: String) -> PreviewResponse {
        if let page = output?.notFoundPage, let file = servedFile(at: page, token: token) {
            return PreviewResponse(status: 404, headers: file.headers + [("Cache-Control", "no-cache")], body: file.body)
        }
        return plain(404, "Not found.\n")
    }

    private func errorPage(_ diagnostics: [Diagnostic], token: String) -> PreviewResponse {
        let html = BuildErrorPage(diagnostics: diagnostics, sources: sources).render()
        let body = LiveReload.inject(into: Data(html.utf8), token: token)
        return PreviewResponse(status: 500, headers: [("Content-Type", ContentType.html), ("Cache-Control", "no-store"),
                                                      (PageSecurityPolicy.headerName, PageSecurityPolicy.fallback)],
                               body: body)
    }

    /// 503 while the first build runs; the page reloads by itself when the build is done.
    private func buildingPage(token: String) -> PreviewResponse {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Building…</title></head>
            <body><p>Waymark is building the site; this page reloads by itself when it is ready.</p></body></html>

            """
        return PreviewResponse(
            status: 503,
            headers: [("Content-Type", ContentType.html), ("Cache-Control", "no-store"), ("Retry-After", "1"),
                      (PageSecurityPolicy.headerName, PageSecurityPolicy.fallback)],
            body: LiveReload.inject(into: Data(html.utf8), token: token))
    }

    /// The event stream; for HEAD (`opening` false) only its headers, without subscribing.
    private func eventStream(opening: Bool) -> PreviewResponse {
        let headers: [(name: String, value: String)] = [
            ("Content-Type", "text/event-stream; charset=utf-8"),
            ("Cache-Control", "no-store"),
            ("X-Accel-Buffering", "no"),
        ]
        guard opening else { return PreviewResponse(status: 200, headers: headers, body: Data()) }
        let token = state.withLock { $0.token }
        let stream = broadcaster.subscribe(greeting: [.comment("waymark live reload"), .event("hello", data: token)])
        return PreviewResponse(status: 200, headers: headers, stream: stream)
    }

    private func plain(_ status: Int, _ text: String, extra: [(name: String, value: String)] = []) -> PreviewResponse {
        PreviewResponse.plain(status, text, extra: extra)
    }

    /// For HEAD: the same status and headers with the body's length, and no body.
    private func finish(_ response: PreviewResponse, for request: HTTPRequestHead) -> PreviewResponse {
        guard request.method == "HEAD", case .bytes(let body) = response.body else { return response }
        var headers = response.headers
        if response.header("Content-Length") == nil {
            headers.append(("Content-Length", String(body.count)))
        }
        return PreviewResponse(status: response.status, headers: headers, body: Data())
    }

    /// The percent-encoded path of a request target: an absolute-form target
    /// (`http://host/path`) is reduced to its path; the query and fragment are dropped.
    static func path(of target: String) -> String {
        var rest = Substring(target)
        if let scheme = rest.range(of: "://"), !rest[..<scheme.lowerBound].contains("/") {
            rest = rest[scheme.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        return String(rest.prefix { $0 != "?" && $0 != "#" })
    }
}
