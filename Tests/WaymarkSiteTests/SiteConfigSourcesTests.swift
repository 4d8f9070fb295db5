import Testing
@testable import WaymarkConfig
import WaymarkCore
import WaymarkModel
@testable import WaymarkSite

/// `sources:` of site.yml: records read from PostgreSQL, every problem at its line and column.
@Suite struct SiteConfigSourcesTests {
    func load(_ sources: String) -> (SiteConfig?, [String]) {
        let text = "title: Harbour\nbaseURL: https://example.org/\n" + sources
        let result = SiteConfigLoader(source: SourceFile(path: "site.yml", text: text)).load()
        return (result.config, result.diagnostics.map(\.headline))
    }

    @Test func readsEntries() throws {
        let (config, problems) = load("""
        sources:
          announcements:
            postgres: ${WAYMARK_PETS_DSN}
            query: |
              SELECT id, status
                FROM announcements
          harbour-charters:
            records: charters
            postgres: postgres://reader:${PW}@db/pets
            timeout: 2m
            query: SELECT id, name FROM charters
        """)
        #expect(problems.isEmpty)
        let sources = try #require(config?.sources)
        #expect(sources.count == 2)
        let pets = sources[0]
        #expect(pets.name == "announcements")
        #expect(pets.records == .announcements)
        #expect(pets.driver == "postgres")
        #expect(pets.connection == "${WAYMARK_PETS_DSN}")
        #expect(pets.query == "SELECT id, status\n  FROM announcements\n")
        #expect(pets.timeoutSeconds == RecordSourceDeclaration.defaultTimeoutSeconds)
        #expect(pets.location == SourceLocation(path: "site.yml", line: 4, column: 3))
        #expect(pets.connectionLocation == SourceLocation(path: "site.yml", line: 5, column: 15))
        #expect(pets.queryLines.map(\.description) == ["site.yml:7:7", "site.yml:8:7", "site.yml:9:7"])
        #expect(pets.location(ofQueryCharacter: 21) == SourceLocation(path: "site.yml", line: 8, column: 9))
        let charters = sources[1]
        #expect(charters.records == .charters)
        #expect(charters.timeoutSeconds == 120)
        #expect(charters.queryLines == [SourceLocation(path: "site.yml", line: 13, column: 12)])
    }

    @Test func reportsEveryProblem() {
        let (config, problems) = load("""
        sources:
          Pets:
            records: announcements
            postgres: ${DSN}
            query: SELECT 1
          boats:
            postgres: ${DSN}
            timeout: soon
            query: ""
            password: x
          pets-list: [a]
        """)
        #expect(config == nil)
        #expect(problems == [
            "site.yml:4:3: error: source name \"Pets\" is not valid: expected lower-case letters, digits and hyphens, starting with a letter or digit",
            "site.yml:10:14: error: timeout \"soon\" of source \"boats\" is not valid: expected a duration such as 30s, 2m or 500ms",
            "site.yml:11:12: error: query of source \"boats\" is empty: expected a SELECT statement",
            "site.yml:12:5: warning: unknown key \"password\" in source \"boats\": expected one of records, postgres, query, timeout",
            "site.yml:8:3: error: source \"boats\" needs records: charters, announcements or places (or a name that is one of them)",
            "site.yml:13:14: error: source \"pets-list\" must be a mapping with postgres and query, found a list",
        ])
        let (_, missing) = load("sources:\n  places:\n    timeout: 5s\n")
        #expect(missing == [
            "site.yml:4:3: error: source \"places\" needs a connection: expected postgres: ${VARIABLE}, the environment variable that holds postgres://user:password@host:port/database",
            "site.yml:4:3: error: source \"places\" needs a query: expected query: SELECT id, … FROM …",
        ])
    }
}
