import WaymarkData
import WaymarkPostgres

/// The drivers `waymark` reads `sources:` of site.yml with: PostgreSQL, variables from the process environment.
enum SourceDrivers {
    static var standard: [any RecordSourceDriver] { [PostgresSourceDriver()] }
}
