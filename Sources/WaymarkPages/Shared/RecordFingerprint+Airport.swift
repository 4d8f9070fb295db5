import WaymarkCore
import WaymarkModel

extension RecordFingerprint {
    /// Every field of an airport, its runways, procedures, AIP entries and border crossings included
    /// (the derived facts are computed from them).
    static func airport(_ a: Airport) -> UInt64 {
        var hash = StableHash()
        hash.combine("airport")
        hash.combine(a.ident)
        hash.combine(a.type)
        hash.combine(a.name)
        hash.combine(a.coordinate)
        hash.combine(a.elevationFt)
        hash.combine(a.continent)
        hash.combine(a.isoCountry)
        hash.combine(a.isoRegion)
        hash.combine(a.municipality)
        hash.combine(a.scheduledService)
        hash.combine(a.gpsCode)
        hash.combine(a.iataCode)
        hash.combine(a.localCode)
        hash.combine(a.homeLink)
        hash.combine(a.wikipediaLink)
        hash.combine(a.keywords)
        hash.combine(a.countryName)
        hash.combine(a.regionName)
        hash.combine(a.runways.count)
        for runway in a.runways { combine(runway, into: &hash) }
        hash.combine(a.runwaySource?.rawValue)
        hash.combine(a.procedures.count)
        for p in a.procedures {
            hash.combine(p.name)
            hash.combine(p.procedureType)
            hash.combine(p.approachType)
            hash.combine(p.runwayIdent)
            hash.combine(p.source)
        }
        hash.combine(a.aipEntries.count)
        for entry in a.aipEntries {
            hash.combine(entry.section)
            hash.combine(entry.field)
            hash.combine(entry.standardField)
            hash.combine(entry.value)
        }
        hash.combine(a.borderCrossings.count)
        for crossing in a.borderCrossings {
            hash.combine(crossing.countryCode)
            hash.combine(crossing.name)
            hash.combine(crossing.source)
        }
        hash.combine(a.sources.map(\.rawValue).sorted())
        return hash.value
    }

    /// Every field of a runway and its two ends, but where it was read from.
    static func combine(_ runway: Runway, into hash: inout StableHash) {
        hash.combine(runway.lengthFt)
        hash.combine(runway.widthFt)
        hash.combine(runway.surfaceText)
        hash.combine(runway.surface.rawValue)
        hash.combine(runway.lighted)
        hash.combine(runway.closed)
        for end in [runway.lowEnd, runway.highEnd] {
            hash.combine(end.ident)
            hash.combine(end.coordinate)
            hash.combine(end.elevationFt)
            hash.combine(end.headingDegT)
            hash.combine(end.displacedThresholdFt)
        }
    }
}
