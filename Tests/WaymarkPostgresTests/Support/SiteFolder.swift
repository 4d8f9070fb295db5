import Foundation
import WaymarkModel
import WaymarkPages
import WaymarkPostgres
import WaymarkSite
import WaymarkTestSupport

/// A temporary site folder `…/site` with a `site.yml`, built with the PostgreSQL driver.
struct SiteFolder {
    /// The folder that holds `site`.
    let parent: String
    /// The site folder.
    let path: String

    /// A site whose `site.yml` is `title`, `baseURL` and then `sources` (YAML, as written).
    init(sources: String) throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-pg-\(UUID().uuidString)").path
        path = parent + "/site"
        try FileManager.default.createDirectory(atPath: path + "/pages", withIntermediateDirectories: true)
        try ("title: Source test\nbaseURL: https://source.example.org/\n" + sources)
            .write(toFile: path + "/site.yml", atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: parent) }

    /// Builds the site (write mode) into `output` as of 2026-06-15, `${…}` taken from `environment`.
    static func build(_ site: String, into output: String, environment: [String: String],
                      shard: OutputShard? = nil) async -> BuildResult {
        var options = BuildOptions(siteFolder: site, outputFolder: output, today: today, displayFolder: "site")
        options.sourceDrivers = [PostgresSourceDriver(environment: environment)]
        options.shard = shard
        return await SiteBuilder(pageKinds: .standard).build(options)
    }

    static let today = CalendarDate(year: 2026, month: 6, day: 15) ?? CalendarDate(daysSinceEpoch: 0)

    /// `Tests/Fixtures/postgres/<name>`.
    static func fixture(_ name: String) -> String {
        RepositoryPaths.fixtures.appendingPathComponent("postgres/\(name)").path
    }

    /// Every file under `folder` with its bytes, by relative path.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative))
            }
        }
        return files
    }
}
