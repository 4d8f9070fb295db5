import WaymarkCore
import WaymarkGeocoding
import WaymarkModel
import WaymarkOutput

/// The fingerprints (``PageJob/fingerprint``) of the charter and pet generators' jobs, made at plan
/// time from exactly the values each job's render reads besides the shared ``RenderEnvironment``
/// (site.yml, theme, today, navigation, feed links: keyed apart by the build), so that editing one
/// record renders again only the files that show it (docs/scale.md, "Rebuilds that redo only what
/// changed").
///
/// Every field a page can show is hashed explicitly (no reflection: 100,000 records are hashed in
/// every build); `RecordFingerprintTests` changes each field of a record and fails when one is
/// left out, or when a field is added to the record types without being listed there. Only where a
/// record was read from (`location`, `addressLocation`, `destinationLocation`) is left out: it
/// names the record in messages and never reaches the output.
enum RecordFingerprint {
    /// A job's hash started with what every job's fingerprint holds: the format, the generator's
    /// name and the output path. Add the job's own inputs, then take `value`.
    static func job(_ generator: String, _ path: OutputPath) -> StableHash {
        var hash = StableHash()
        hash.combine("waymark-record-job-1")
        hash.combine(generator)
        hash.combine(path.description)
        return hash
    }

    /// Every field of an announcement, with what geocoding found for it (`geocoded`: its address
    /// placed; `near`: the nearest gazetteer place of its own coordinate).
    static func announcement(_ a: Announcement, geocoded: PlaceResult?, near: NearbyPlace?) -> UInt64 {
        var hash = StableHash()
        hash.combine("announcement")
        hash.combine(a.id)
        hash.combine(a.status.rawValue)
        hash.combine(a.species)
        hash.combine(a.petName)
        hash.combine(a.breed)
        hash.combine(a.color)
        hash.combine(a.date)
        hash.combine(a.coordinate)
        hash.combine(a.address)
        hash.combine(a.photo)
        hash.combine(a.contact)
        hash.combine(a.description)
        hash.combine(a.descriptions)
        hash.combine(geocoded)
        hash.combine(near)
        return hash.value
    }

    /// Every field of a place, with what geocoding found for its query.
    static func place(_ p: Place, geocoded: PlaceResult?) -> UInt64 {
        var hash = StableHash()
        hash.combine("place")
        hash.combine(p.name)
        hash.combine(p.slug)
        hash.combine(p.coordinate)
        hash.combine(p.query)
        hash.combine(p.radiusKm)
        hash.combine(p.kind)
        hash.combine(geocoded)
        return hash.value
    }

    /// Every field of a charter, with what geocoding found for it (`geocoded`: its destination
    /// placed; `near`: the nearest gazetteer place of its own coordinate).
    static func charter(_ c: Charter, geocoded: PlaceResult?, near: NearbyPlace?) -> UInt64 {
        var hash = StableHash()
        hash.combine("charter")
        hash.combine(c.id)
        hash.combine(c.name)
        hash.combine(c.boat)
        hash.combine(c.vesselType)
        hash.combine(c.captain)
        hash.combine(c.destination)
        hash.combine(c.coordinate)
        hash.combine(c.placeId)
        hash.combine(c.region)
        hash.combine(c.start)
        hash.combine(c.end)
        hash.combine(c.visibility.rawValue)
        hash.combine(c.berths)
        hash.combine(c.tags)
        hash.combine(c.description)
        hash.combine(c.descriptions)
        hash.combine(c.countryCode)
        hash.combine(geocoded)
        hash.combine(near)
        return hash.value
    }
}
