import Foundation
import Testing
import WaymarkModel
import WaymarkPages
import WaymarkPostgres
import WaymarkServe
import WaymarkSite

/// `waymark serve` reads the sources with its first build and then only when asked (`r`,
/// `--source-poll`): saving a page does not query the database again.
@Suite(TestServer.required) struct ServeSourceReloadTests {
    @Test func sourcesAreReadAgainOnlyWhenAsked() async throws {
        let table = "serve_pets_\(UInt32.random(in: 0...UInt32.max))"
        try await AdminSQL.run([
            "CREATE TABLE \(table) (id text, status text)",
            "INSERT INTO \(table) VALUES ('first-pet', 'lost')",
        ])
        let site = try SiteFolder(sources: """
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: SELECT id, status FROM \(table)

        """)
        defer { site.remove() }
        try "---\ntitle: About\n---\nHello.\n".write(toFile: site.path + "/pages/about.md", atomically: true, encoding: .utf8)
        let output = URL(fileURLWithPath: site.path + "/preview")
        let build = SitePreviewBuild(siteFolder: site.path, outputFolder: output, now: "2026-06-15",
                                     builder: SiteBuilder(pageKinds: .standard), sourceDrivers: [PostgresSourceDriver(environment: ["DSN": try TestServer.adminURL()])])
        func pages() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: output.path + "/pets/announcements")) ?? []))
        }

        guard case .success = await build.rebuild(.everything) else { Issue.record("first build failed"); return }
        #expect(pages() == ["first-pet"])

        try await AdminSQL.run(["INSERT INTO \(table) VALUES ('second-pet', 'found')"])
        try "---\ntitle: About\n---\nHello again.\n".write(toFile: site.path + "/pages/about.md", atomically: true, encoding: .utf8)
        guard case .success = await build.rebuild(ChangeSet(paths: [site.path + "/pages/about.md"])) else {
            Issue.record("rebuild after a page edit failed")
            return
        }
        #expect(pages() == ["first-pet"], "a page edit read the database again")

        build.refreshSources()
        guard case .success = await build.rebuild(.everything) else { Issue.record("reload failed"); return }
        #expect(pages() == ["first-pet", "second-pet"])
        try await AdminSQL.run(["DROP TABLE \(table)"])
    }
}
