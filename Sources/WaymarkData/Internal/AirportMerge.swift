import WaymarkModel

/// Merges airports from OurAirports and euro_aip databases by ICAO code (`ident` = `icao_code`).
///
/// Rules (also in docs/derived-airport-facts.md):
/// - Base fields (name, type, position, elevation, codes, links) come from OurAirports when the
///   airport is there; euro_aip only fills fields OurAirports leaves empty.
/// - Runways: euro_aip's (the AIP) where a database lists any, completed field by field from the
///   matching OurAirports runway (``RunwayMerge``); else OurAirports'. Disagreements are warnings.
/// - Procedures, AIP entries and border crossings come from euro_aip (OurAirports has none).
/// - Airports only in euro_aip are added as they are; country and region names are looked up.
/// - Several databases are merged in file-name order; the first one that has an airport gives its
///   base fields and runways; procedures, AIP entries and crossings of every database are kept.
enum AirportMerge {
    /// The merged airports sorted by ident, and a warning wherever euro_aip and OurAirports
    /// disagree about a runway.
    static func merge(ourAirports: [Airport], euroAIP: [[Airport]], countryNames: [String: String],
                      regionNames: [String: String]) -> (airports: [Airport], diagnostics: [Diagnostic]) {
        var byIdent: [String: Airport] = [:]
        var diagnostics: [Diagnostic] = []
        byIdent.reserveCapacity(ourAirports.count)
        for var airport in ourAirports {
            airport.runwaySource = airport.runways.isEmpty ? nil : .ourAirports
            byIdent[airport.ident] = airport
        }
        for database in euroAIP {
            for extra in database {
                guard var base = byIdent[extra.ident] else {
                    var added = extra
                    added.countryName = added.countryName ?? countryNames[added.isoCountry]
                    added.regionName = added.regionName ?? added.isoRegion.flatMap { regionNames[$0] }
                    added.runwaySource = added.runways.isEmpty ? nil : .euroAIP
                    byIdent[extra.ident] = added
                    continue
                }
                diagnostics += fill(&base, from: extra)
                byIdent[extra.ident] = base
            }
        }
        return (byIdent.values.sorted { $0.ident < $1.ident }, diagnostics)
    }

    /// Adds `extra`'s data to `base` following the rules above; returns the runway warnings.
    static func fill(_ base: inout Airport, from extra: Airport) -> [Diagnostic] {
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
        var diagnostics: [Diagnostic] = []
        let runwaysFromAIP = base.runwaySource == .euroAIP || base.runwaySource == .euroAIPCompletedFromOurAirports
        if !runwaysFromAIP, !extra.runways.isEmpty {
            let merged = RunwayMerge.merge(ident: base.ident, euroAIP: extra.runways,
                                           ourAirports: base.runwaySource == .ourAirports ? base.runways : [])
            base.runways = merged.runways
            base.runwaySource = merged.source
            diagnostics = merged.diagnostics
        }
        base.procedures += extra.procedures
        base.aipEntries += extra.aipEntries
        base.borderCrossings += extra.borderCrossings
        base.sources.formUnion(extra.sources)
        return diagnostics
    }
}
