import WaymarkModel

/// Merges airports from OurAirports and euro_aip databases by ICAO code (`ident` = `icao_code`).
///
/// Rules (also in docs/derived-airport-facts.md):
/// - Base fields (name, type, position, elevation, codes, links) come from OurAirports when the
///   airport is there; euro_aip only fills fields OurAirports leaves empty.
/// - Runways: OurAirports' when it lists any, else euro_aip's (both come from the same lineage; a
///   union would count every runway twice).
/// - Procedures, AIP entries and border crossings come from euro_aip (OurAirports has none).
/// - Airports only in euro_aip are added as they are; country and region names are looked up.
/// - Several databases are merged in file-name order; the first one that has an airport gives its
///   base fields and runways; procedures, AIP entries and crossings of every database are kept.
enum AirportMerge {
    /// The merged airports sorted by ident.
    static func merge(ourAirports: [Airport], euroAIP: [[Airport]], countryNames: [String: String],
                      regionNames: [String: String]) -> [Airport] {
        var byIdent: [String: Airport] = [:]
        byIdent.reserveCapacity(ourAirports.count)
        for airport in ourAirports { byIdent[airport.ident] = airport }
        for database in euroAIP {
            for extra in database {
                guard var base = byIdent[extra.ident] else {
                    var added = extra
                    added.countryName = added.countryName ?? countryNames[added.isoCountry]
                    added.regionName = added.regionName ?? added.isoRegion.flatMap { regionNames[$0] }
                    byIdent[extra.ident] = added
                    continue
                }
                fill(&base, from: extra)
                byIdent[extra.ident] = base
            }
        }
        return byIdent.values.sorted { $0.ident < $1.ident }
    }

    /// Adds `extra`'s data to `base` following the rules above.
    static func fill(_ base: inout Airport, from extra: Airport) {
        if base.coordinate == nil { base.coordinate = extra.coordinate }
        if base.elevationFt == nil { base.elevationFt = extra.elevationFt }
        if base.type.isEmpty { base.type = extra.type }
        if base.isoCountry.isEmpty { base.isoCountry = extra.isoCountry }
        base.continent = base.continent ?? extra.continent
        base.isoRegion = base.isoRegion ?? extra.isoRegion
        base.municipality = base.municipality ?? extra.municipality
        base.gpsCode = base.gpsCode ?? extra.gpsCode
        base.iataCode = base.iataCode ?? extra.iataCode
        base.localCode = base.localCode ?? extra.localCode
        base.homeLink = base.homeLink ?? extra.homeLink
        base.wikipediaLink = base.wikipediaLink ?? extra.wikipediaLink
        base.keywords = base.keywords ?? extra.keywords
        if base.runways.isEmpty { base.runways = extra.runways }
        base.procedures += extra.procedures
        base.aipEntries += extra.aipEntries
        base.borderCrossings += extra.borderCrossings
        base.sources.formUnion(extra.sources)
    }
}
