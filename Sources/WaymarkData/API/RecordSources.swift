import WaymarkModel

/// The `sources:` entries of a site with the drivers that can read them: what ``SiteData/load(siteDirectory:strict:displayRoot:sources:)``
/// reads besides `data/`.
package struct RecordSources: Sendable {
    /// The entries of `site.yml`, in the order written.
    package var declarations: [RecordSourceDeclaration]
    /// The drivers the program includes (WaymarkPostgres's for `postgres`).
    package var drivers: [any RecordSourceDriver]

    /// Sources to read; none by default.
    package init(declarations: [RecordSourceDeclaration] = [], drivers: [any RecordSourceDriver] = []) {
        self.declarations = declarations
        self.drivers = drivers
    }

    /// Reads every entry, all at once, each with its driver; the results are in declaration order.
    /// An entry whose driver is missing fails with an error at its connection key.
    package func read() async -> [SourceRecords] {
        guard !declarations.isEmpty else { return [] }
        return await withTaskGroup(of: (Int, SourceRecords).self) { group in
            for (index, declaration) in declarations.enumerated() {
                let driver = drivers.first { $0.name == declaration.driver }
                group.addTask {
                    var records = SourceRecords(declaration: declaration)
                    if let driver {
                        await driver.read(into: &records)
                    } else {
                        records.fail("source \"\(declaration.name)\" needs the \(declaration.driver) driver, which this program does not include",
                                     at: declaration.connectionLocation)
                    }
                    return (index, records)
                }
            }
            var all: [(Int, SourceRecords)] = []
            for await result in group { all.append(result) }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
