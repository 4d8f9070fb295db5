import Foundation
import Testing
@testable import WaymarkServe

/// HTTP behaviour of the running server, over real loopback sockets.
@Suite struct PreviewServerHTTPTests {
    @Test(arguments: [
        ("/", "text/html; charset=utf-8", "Welcome to Split"),
        ("/index.html", "text/html; charset=utf-8", "Welcome to Split"),
        ("/about/", "text/html; charset=utf-8", "Charters from the Dalmatian coast."),
        ("/style.css", "text/css; charset=utf-8", "color: #123"),
        ("/map.svg", "image/svg+xml", "<svg"),
        ("/feed.json", "application/feed+json", "jsonfeed.org"),
        ("/pins.geojson", "application/geo+json", "FeatureCollection"),
        ("/charters.atom", "application/atom+xml", "<feed"),
        ("/sitemap.xml", "application/xml", "<urlset/>"),
        ("/robots.txt", "text/plain; charset=utf-8", "User-agent"),
    ])
    func servesFilesWithTheirContentType(_ target: String, _ contentType: String, _ excerpt: String) async throws {
        try await RunningPreview.with { preview in
            let response = try await preview.get(target)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == contentType)
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.text.contains(excerpt))
            let isHTML = contentType.hasPrefix("text/html")
            #expect(response.text.contains(LiveReload.scriptPath) == isHTML)
            #expect((response.headers["content-security-policy"] != nil) == isHTML)
            if isHTML {
                #expect(response.text.hasSuffix(LiveReload.script(token: try token(in: response.text)) + "</body></html>\n"))
            }
        }
    }

    @Test func builtFilesStayFreeOfTheScript() async throws {
        try await RunningPreview.with { preview in
            let response = try await preview.get("/")
            let onDisk = try String(contentsOfFile: preview.build.outputs.path + "/build-1/index.html", encoding: .utf8)
            #expect(!onDisk.contains("<script"))
            #expect(response.text.contains("<script"))
        }
    }

    /// The live-reload script is a file of the server's own origin, so the pages' policy
    /// (`script-src 'self'` and the theme's hashes) lets it run; a page's header repeats the policy
    /// its meta element carries, and a page without one gets the server's own.
    @Test func servesTheLiveReloadScriptAndEachPagesPolicy() async throws {
        try await RunningPreview.with { preview in
            let script = try await preview.get(LiveReload.scriptPath)
            #expect(script.status == 200)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(script.text == LiveReload.scriptSource)
            let page = try await preview.get("/")
            #expect(page.headers["content-security-policy"] == PageSecurityPolicy.fallback)
        }
        let policy = "script-src 'self' 'sha256-abc='; object-src 'none'; base-uri 'none'"
        let html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\">\n<META HTTP-EQUIV=\"Content-Security-Policy\" content=\"script-src &#39;self&#39; &#39;sha256-abc=&#39;; object-src &#39;none&#39;; base-uri &#39;none&#39;\"></head><body></body></html>"
        #expect(PageSecurityPolicy.policy(of: Data(html.utf8)) == policy)
        #expect(ServedFile(body: Data(html.utf8), contentType: ContentType.html).securityPolicy == policy)
        #expect(PageSecurityPolicy.metaPolicy(in: Data("<head></head><meta http-equiv=\"Content-Security-Policy\" content=\"x\">".utf8)) == nil,
                "a meta element after the head is not the page's policy")
        #expect(ServedFile(body: Data("a{}".utf8), contentType: "text/css; charset=utf-8").securityPolicy == nil)
    }

    @Test func headHasTheHeadersOfGetAndNoBody() async throws {
        try await RunningPreview.with { preview in
            let get = try await preview.get("/about/")
            let head = try await preview.get("/about/", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == String(get.body.count))
            #expect(head.headers["etag"] == get.headers["etag"])
            #expect(head.headers["content-type"] == get.headers["content-type"])
        }
    }

    @Test func conditionalGetAnswers304ForTheCurrentTag() async throws {
        try await RunningPreview.with { preview in
            let first = try await preview.get("/map.svg")
            let tag = try #require(first.headers["etag"])
            #expect(tag == EntityTag(of: first.body).description)
            #expect(first.headers["cache-control"] == "no-cache")

            let revalidated = try await preview.get("/map.svg", headers: ["If-None-Match": tag])
            #expect(revalidated.status == 304)
            #expect(revalidated.body.isEmpty)
            #expect(revalidated.headers["etag"] == tag)

            let listed = try await preview.get("/map.svg", headers: ["If-None-Match": "\"other\", W/\(tag)"])
            #expect(listed.status == 304)

            let stale = try await preview.get("/map.svg", headers: ["If-None-Match": "\"0-0\""])
            #expect(stale.status == 200)
            #expect(stale.body == first.body)
        }
    }

    @Test func missingPathsGetTheSites404PageWithStatus404() async throws {
        try await RunningPreview.with { preview in
            for target in ["/no-such-page/", "/charters/nowhere.html", "/missing.png"] {
                let response = try await preview.get(target)
                #expect(response.status == 404, "\(target)")
                #expect(response.text.contains("Nothing here"), "\(target)")
                #expect(response.text.contains(LiveReload.scriptPath), "\(target)")
            }
            let head = try await preview.get("/no-such-page/", method: "HEAD")
            #expect(head.status == 404)
            #expect(head.body.isEmpty)
        }
    }

    @Test func plainNotFoundWithoutA404Page() async throws {
        var files = RunningPreview.pages
        files["pages/404.md"] = nil
        try await RunningPreview.with(files: files) { preview in
            let response = try await preview.get("/nope/")
            #expect(response.status == 404)
            #expect(response.text == "Not found.\n")
        }
    }

    @Test func folderWithoutSlashRedirectsSoRelativeLinksWork() async throws {
        try await RunningPreview.with { preview in
            let response = try await preview.get("/about")
            #expect(response.status == 301)
            #expect(response.headers["location"] == "/about/")
            #expect(try await preview.get("/about/").status == 200)
        }
    }

    @Test(arguments: [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/.%2e/secret.txt",
        "/..%2fsecret.txt",
        "/%2e%2e%2fsecret.txt",
        "/..%5csecret.txt",
        "/..\\secret.txt",
        "/%252e%252e/secret.txt",
        "/%252e%252e%252fsecret.txt",
        "/%c0%ae%c0%ae/secret.txt",
        "/secret.txt%00.html",
        "//..//secret.txt",
        "/about/../../secret.txt",
        "/escape",
        "/escape-folder/secret.txt",
        "../secret.txt",
        "http://127.0.0.1/../secret.txt",
    ])
    func traversalIsRefused(_ target: String) async throws {
        try await RunningPreview.with { preview in
            // Symlinks inside the served output that point outside it.
            let output = preview.build.outputs.path + "/build-1"
            try FileManager.default.createSymbolicLink(atPath: output + "/escape", withDestinationPath: "../secret.txt")
            try FileManager.default.createSymbolicLink(atPath: output + "/escape-folder", withDestinationPath: "..")
            let response = try await preview.get(target)
            #expect([400, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("top secret"))
        }
    }

    @Test func headOfTheEventStreamDoesNotSubscribe() async throws {
        try await RunningPreview.with { preview in
            let response = try await preview.get(LiveReload.eventsPath, method: "HEAD")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/event-stream; charset=utf-8")
            #expect(preview.server.connectedClients == 0)
        }
    }

    @Test(arguments: [("::1", "http://[::1]:"), ("localhost", "http://127.0.0.1:")])
    func otherHostsPrintAReachableURL(_ host: String, _ prefix: String) async throws {
        let server = PreviewServer(
            configuration: PreviewConfiguration(host: host, port: 0, watchMode: .none),
            rebuild: { _ in .failure(diagnostics: []) })
        let url = try await server.start()
        #expect(url.hasPrefix(prefix))
        #expect(url.hasSuffix("/"))
        await server.stop()
    }

    @Test func startingTwiceIsRefused() async throws {
        try await RunningPreview.with { preview in
            await #expect(throws: PreviewServerError.alreadyStarted) { try await preview.server.start() }
        }
    }

    @Test func onlyGetAndHeadAreAllowed() async throws {
        try await RunningPreview.with { preview in
            for method in ["POST", "PUT", "DELETE"] {
                let response = try await preview.get("/", method: method)
                #expect(response.status == 405)
                #expect(response.headers["allow"] == "GET, HEAD")
            }
        }
    }

    @Test func invalidHostAndTakenPortAreServerErrors() async throws {
        try await RunningPreview.with { preview in
            let noBuild: SiteRebuild = { _ in .failure(diagnostics: []) }
            for host in ["example.com", "999.1.1.1", "127.0.0.1:80"] {
                let server = PreviewServer(configuration: PreviewConfiguration(host: host, port: 0, watchMode: .none), rebuild: noBuild)
                await #expect(throws: PreviewServerError.invalidHost(host)) { try await server.start() }
            }
            let taken = PreviewServer(
                configuration: PreviewConfiguration(host: "127.0.0.1", port: preview.port, watchMode: .none), rebuild: noBuild)
            do {
                try await taken.start()
                Issue.record("a second server started on a taken port")
            } catch let error as PreviewServerError {
                guard case .cannotListen(let host, let port, let reason) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(host == "127.0.0.1" && port == preview.port)
            #expect(reason == "bind failed: Address already in use")
            #expect(error.description == "cannot listen on 127.0.0.1 port \(preview.port): bind failed: Address already in use (choose another --port, or --port 0 for a free one)")
            }
            await taken.stop()
        }
    }
}

/// The live-reload token inside a served page.
func token(in html: String) throws -> String {
    let marker = "data-token=\""
    guard let start = html.range(of: marker, options: .backwards) else { throw RawHTTPError.malformed("no token") }
    return String(html[start.upperBound...].prefix { $0 != "\"" })
}
