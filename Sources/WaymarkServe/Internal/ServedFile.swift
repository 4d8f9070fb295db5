import Foundation

/// The bytes of one response body as sent (HTML already carrying the live-reload script), with
/// their media type and entity tag.
struct ServedFile: Sendable {
    var body: Data
    var contentType: String
    var entityTag: EntityTag
    /// For HTML, the Content-Security-Policy header to send with it (``PageSecurityPolicy``).
    var securityPolicy: String?

    init(body: Data, contentType: String) {
        self.body = body
        self.contentType = contentType
        self.entityTag = EntityTag(of: body)
        self.securityPolicy = ContentType.isHTML(contentType) ? PageSecurityPolicy.policy(of: body) : nil
    }

    /// The headers every response with this body carries besides its status line.
    var headers: [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = [("Content-Type", contentType)]
        if let securityPolicy { headers.append((PageSecurityPolicy.headerName, securityPolicy)) }
        return headers
    }

    /// Reads the file at `path`, injecting the live-reload script for `token` into HTML.
    init?(path: String, token: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let contentType = ContentType.forFile(named: (path as NSString).lastPathComponent)
        let body = ContentType.isHTML(contentType) ? LiveReload.inject(into: data, token: token) : data
        self.init(body: body, contentType: contentType)
    }
}
