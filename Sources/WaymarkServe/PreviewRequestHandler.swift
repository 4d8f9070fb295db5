import FlyingFox
import Foundation
import WaymarkModel

/// Answers every request of the preview: the event stream, files of the output (HTML with the
/// live-reload script), redirects for folders, the site's 404 page, and the error page while the
/// last build failed. Only GET and HEAD are allowed.
struct PreviewRequestHandler: HTTPHandler {
    let state: Locked<ServingState>
    let broadcaster: ReloadBroadcaster
    let sources: SourceFiles?

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return plain(.methodNotAllowed, "Only GET and HEAD are allowed.\n", extra: [HTTPHeader("Allow"): "GET, HEAD"])
        }
        let rawPath = request.target.path(percentEncoded: true)
        if rawPath == LiveReload.eventsPath {
            return request.method == .HEAD ? finish(eventStream(opening: false), for: request) : eventStream(opening: true)
        }
        let path: RequestPath
        do {
            path = try RequestPath(percentEncoded: rawPath)
        } catch {
            return finish(plain(.badRequest, "Bad request: \(error.reason).\n"), for: request)
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
            return finish(plain(.movedPermanently, "Moved to \(location)\n", extra: [.location: location]), for: request)
        case .file(let filePath):
            guard let file = servedFile(at: filePath, token: token) else {
                return finish(notFound(output: output, token: token), for: request)
            }
            return finish(respond(with: file, status: .ok, request: request), for: request)
        case .notFound:
            return finish(notFound(output: output, token: token), for: request)
        }
    }

    /// True when the request should see the error page: it names an HTML file, or a missing file
    /// that a browser would expect as a page (no extension, `.html`, or `Accept: text/html`).
    private func wantsPage(lookup: OutputFolder.Lookup, path: RequestPath, request: HTTPRequest) -> Bool {
        switch lookup {
        case .file(let filePath):
            return ContentType.isHTML(ContentType.forFile(named: (filePath as NSString).lastPathComponent))
        case .redirect:
            return false
        case .notFound:
            let name = path.segments.last ?? ""
            if path.hasTrailingSlash || path.segments.isEmpty || !name.contains(".") { return true }
            if ContentType.isHTML(ContentType.forFile(named: name)) { return true }
            return request.headers[HTTPHeader("Accept")]?.contains("text/html") == true
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

    /// 200 (or `status`) with the body, or 304 when `If-None-Match` names its tag.
    private func respond(with file: ServedFile, status: HTTPStatusCode, request: HTTPRequest) -> HTTPResponse {
        var headers: HTTPHeaders = [
            .contentType: file.contentType,
            .eTag: file.entityTag.description,
            .cacheControl: "no-cache",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
        ]
        if status == .ok, let condition = request.headers[.ifNoneMatch], file.entityTag.isMatched(byIfNoneMatch: condition) {
            headers[.contentLength] = String(file.body.count)
            return HTTPResponse(statusCode: .notModified, headers: headers, body: Data())
        }
        return HTTPResponse(statusCode: status, headers: headers, body: file.body)
    }

    /// The site's own `404.html` (with the live-reload script) and status 404, or a plain 404.
    private func notFound(output: OutputFolder?, token: String) -> HTTPResponse {
        if let page = output?.notFoundPage, let file = servedFile(at: page, token: token) {
            return HTTPResponse(
                statusCode: .notFound,
                headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
                body: file.body)
        }
        return plain(.notFound, "Not found.\n")
    }

    private func errorPage(_ diagnostics: [Diagnostic], token: String) -> HTTPResponse {
        let html = BuildErrorPage(diagnostics: diagnostics, sources: sources).render()
        let body = LiveReload.inject(into: Data(html.utf8), token: token)
        return HTTPResponse(
            statusCode: .internalServerError,
            headers: [.contentType: ContentType.html, .cacheControl: "no-store"],
            body: body)
    }

    /// The event stream; for HEAD (`opening` false) only its headers, without subscribing.
    /// 503 while the first build runs; the page reloads by itself when the build is done.
    private func buildingPage(token: String) -> HTTPResponse {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Building…</title></head>
            <body><p>Waymark is building the site; this page reloads by itself when it is ready.</p></body></html>

            """
        return HTTPResponse(
            statusCode: HTTPStatusCode(503, phrase: "Service Unavailable"),
            headers: [.contentType: ContentType.html, .cacheControl: "no-store", HTTPHeader("Retry-After"): "1"],
            body: LiveReload.inject(into: Data(html.utf8), token: token))
    }

    private func eventStream(opening: Bool) -> HTTPResponse {
        let headers: HTTPHeaders = [
            .contentType: "text/event-stream; charset=utf-8",
            .cacheControl: "no-store",
            HTTPHeader("X-Accel-Buffering"): "no",
        ]
        guard opening else { return HTTPResponse(statusCode: .ok, headers: headers, body: Data()) }
        let token = state.withLock { $0.token }
        let stream = broadcaster.subscribe(greeting: [.comment("waymark live reload"), .event("hello", data: token)])
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: stream, suggestedBufferSize: 4096))
    }

    private func plain(_ status: HTTPStatusCode, _ text: String, extra: HTTPHeaders = [:]) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
        for header in extra.keys {
            headers.setValues(extra.values(for: header), for: header)
        }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }

    /// For HEAD: the same status and headers with the body's length, and no body.
    private func finish(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        guard request.method == .HEAD, case .httpBody(let body) = response.payload else { return response }
        var headers = response.headers
        if headers[.contentLength] == nil {
            headers[.contentLength] = String(body.count ?? 0)
        }
        return HTTPResponse(statusCode: response.statusCode, headers: headers, body: Data())
    }
}
