import Foundation
import Testing
import WaymarkModel
import WaymarkSite

/// `description_<lang>` columns of a PostgreSQL source are the records' per-language text, as the
/// same field is in `data/` files (docs/i18n.md, "Multilingual sites").
@Suite(TestServer.required) struct PostgresLanguageVariantTests {
    @Test func theSwedishPagesShowTheSwedishColumn() async throws {
        let site = try SiteFolder(sources: """
        languages: [en, sv]
        sources:
          announcements:
            postgres: ${DSN}
            timeout: 600s
            query: |
              SELECT * FROM (VALUES
                ('mimi', 'lost', 'cat', ST_SetSRID(ST_MakePoint(18.0, 59.345), 4326),
                 'North of the harbour.', 'Norr om hamnen.'),
                ('rex', 'found', 'dog', ST_SetSRID(ST_MakePoint(18.1, 59.3), 4326),
                 'East of the harbour.', NULL)
              ) AS pets(id, status, species, position, description, description_sv)

        """)
        defer { site.remove() }
        let output = site.parent + "/Output"
        let result = await SiteFolder.build(site.path, into: output, environment: ["DSN": try TestServer.readerURL()])
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.filter { $0.message.contains("description_sv") }.isEmpty, "the column is no unknown field")
        let files = try SiteFolder.snapshot(output)
        func text(_ path: String) -> String { files[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
        let swedish = text("sv/pets/announcements/mimi/index.html")
        #expect(swedish.contains("Norr om hamnen."))
        #expect(!swedish.contains("North of the harbour."))
        #expect(text("pets/announcements/mimi/index.html").contains("North of the harbour."))
        #expect(text("sv/pets/announcements/rex/index.html").contains("East of the harbour."), "a NULL variant falls back to description")
    }
}
