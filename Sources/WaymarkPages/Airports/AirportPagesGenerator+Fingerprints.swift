import WaymarkCore
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel
import WaymarkOutput

extension AirportPagesGenerator {
    /// The fingerprints of the airport jobs (``RecordFingerprint``), made at plan time from what each
    /// one shows; `site.yml`'s `airports` and `paginate` settings are part of every job's shared
    /// environment.
    struct Fingerprints {
        /// Each airport's ``RecordFingerprint/airport(_:)``, by ident.
        let records: [String: UInt64]
        /// For each airport with a page, its neighbours as its page and map data show them: their
        /// idents, fingerprints and distances, by ident.
        let neighbours: [String: UInt64]

        /// Hashes every airport, and the neighbours of each of `pages` as its page shows them
        /// (`shared`, found for those pages), on all cores.
        init(airports: [Airport], pages: [Airport], neighbours shared: AirportNeighbours) {
            let ranges = Concurrently.ranges(total: airports.count, parts: max(1, min(airports.count / 2_000, 16)))
            let hashed = Concurrently.map(ranges.count) { chunk in
                airports[ranges[chunk]].map { ($0.ident, RecordFingerprint.airport($0)) }
            }
            let records = Dictionary(hashed.joined(), uniquingKeysWith: { first, _ in first })
            self.records = records
            let pageRanges = Concurrently.ranges(total: pages.count, parts: max(1, min(pages.count / 500, 16)))
            let found = Concurrently.map(pageRanges.count) { chunk in
                pageRanges[chunk].compactMap { position -> (String, UInt64)? in
                    let airport = pages[position]
                    guard AirportPagePaths.airport(airport) != nil else { return nil }
                    let nearest = shared.nearest(ofPage: position)
                    var hash = StableHash()
                    hash.combine(nearest.count)
                    for hit in nearest {
                        hash.combine(hit.record.ident)
                        hash.combine(records[hit.record.ident] ?? RecordFingerprint.airport(hit.record))
                        hash.combine(hit.distance)
                    }
                    return (airport.ident, hash.value)
                }
            }
            neighbours = Dictionary(found.joined(), uniquingKeysWith: { first, _ in first })
        }

        /// The fingerprint of `airport`.
        func record(_ airport: Airport) -> UInt64 {
            records[airport.ident] ?? RecordFingerprint.airport(airport)
        }

        /// An airport's page or its map data: the airport and its neighbours.
        func airportJob(_ airport: Airport, path: OutputPath, generator: String) -> UInt64? {
            guard let neighbours = neighbours[airport.ident] else { return nil }
            var hash = RecordFingerprint.job(generator, path)
            hash.combine(record(airport))
            hash.combine(neighbours)
            return hash.value
        }

        /// A country's page, one of its further pages, or its map data: the country and every airport of it.
        func countryJob(_ country: CountryAirportsPage, path: OutputPath, generator: String) -> UInt64 {
            var hash = RecordFingerprint.job(generator, path)
            hash.combine(country.code)
            hash.combine(country.name)
            hash.combine(country.path.description)
            hash.combine(country.airports.count)
            for airport in country.airports {
                hash.combine(airport.ident)
                hash.combine(record(airport))
            }
            return hash.value
        }

        /// The airports index or its map data: every country with its name, page, count and pin.
        func indexJob(_ countries: [CountryAirportsPage], map: AirportsIndexMap, total: Int, path: OutputPath,
                      generator: String) -> UInt64 {
            var hash = RecordFingerprint.job(generator, path)
            hash.combine(total)
            hash.combine(countries.count)
            for country in countries {
                hash.combine(country.code)
                hash.combine(country.name)
                hash.combine(country.path.description)
                hash.combine(country.airports.count)
            }
            hash.combine(map.entries.count)
            for entry in map.entries {
                hash.combine(entry.code)
                hash.combine(entry.name)
                hash.combine(entry.count)
                hash.combine(entry.folder)
                hash.combine(entry.coordinate as Coordinate?)
            }
            return hash.value
        }
    }
}
