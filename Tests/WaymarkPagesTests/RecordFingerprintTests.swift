import Testing
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel
@testable import WaymarkPages
@testable import WaymarkRender

/// ``RecordFingerprint`` holds every field of a record that a page can show: changing any one of
/// them changes the fingerprint. The lists of fields are checked against the record types
/// themselves (through `Mirror`, in the test only), so a field added to `Announcement`, `Charter`,
/// `Place` or a geocoding result fails here until it is hashed and listed.
@Suite struct RecordFingerprintTests {
    /// Where a record was read from: it names the record in messages and never reaches the output.
    static let notShown: Set<String> = ["location", "addressLocation", "destinationLocation", "queryLocation"]

    /// Checks that `changes` names every stored field of `record` but those in ``notShown``, and that
    /// each change gives another fingerprint.
    func expectEveryField<Record>(of record: Record, _ changes: [String: (inout Record) -> Void],
                                  fingerprint: (Record) -> UInt64) {
        let fields = Set(Mirror(reflecting: record).children.compactMap(\.label)).subtracting(Self.notShown)
        #expect(fields == Set(changes.keys), "fields of \(Record.self) not listed: \(fields.subtracting(changes.keys).sorted())")
        let original = fingerprint(record)
        #expect(fingerprint(record) == original)
        var seen: Set<UInt64> = [original]
        for (field, change) in changes.sorted(by: { $0.key < $1.key }) {
            var changed = record
            change(&changed)
            let value = fingerprint(changed)
            #expect(value != original, "changing \(Record.self).\(field) keeps the fingerprint")
            seen.insert(value)
        }
        #expect(seen.count == changes.count + 1)
    }

    static let here = SourceLocation(path: "site/data/x.yml", line: 3, column: 1)
    static let day = CalendarDate(year: 2026, month: 5, day: 20)
    static let placed = PlaceResult(id: "geonames:1", name: "Split", subtitle: "Croatia", coordinate: Coordinate(latitude: 43.5, longitude: 16.4),
                                    countryCode: "HR", timezone: "Europe/Zagreb", population: 10)

    @Test func everyFieldOfAnAnnouncementChangesItsFingerprint() {
        var a = Announcement(id: "mimi", status: .lost, species: "cat", petName: "Mimi", breed: "tabby", color: "grey", date: Self.day,
                             coordinate: Coordinate(latitude: 59.3, longitude: 18.0), address: "Street 1", photo: "mimi.jpg",
                             contact: "+46", description: "Shy.", location: Self.here, addressLocation: Self.here)
        a.descriptions = ["sv": "Blyg."]
        expectEveryField(of: a, [
            "id": { $0.id = "mimi-2" }, "status": { $0.status = .found }, "species": { $0.species = "dog" },
            "petName": { $0.petName = nil }, "breed": { $0.breed = "ragdoll" }, "color": { $0.color = "gray" },
            "date": { $0.date = CalendarDate(year: 2026, month: 5, day: 21) },
            "coordinate": { $0.coordinate = Coordinate(latitude: 59.3, longitude: 18.000001) },
            "address": { $0.address = "Street 2" }, "photo": { $0.photo = nil }, "contact": { $0.contact = "+47" },
            "description": { $0.description = "Shy!" }, "descriptions": { $0.descriptions["sv"] = "Blyg!" },
        ]) { RecordFingerprint.announcement($0, geocoded: nil, near: nil) }
        var moved = a
        moved.location = SourceLocation(path: "site/data/y.yml", line: 9, column: 1)
        #expect(RecordFingerprint.announcement(moved, geocoded: nil, near: nil) == RecordFingerprint.announcement(a, geocoded: nil, near: nil),
                "where a record was read from is not shown")
        // What geocoding found is part of it too.
        let plain = RecordFingerprint.announcement(a, geocoded: nil, near: nil)
        #expect(RecordFingerprint.announcement(a, geocoded: Self.placed, near: nil) != plain)
        #expect(RecordFingerprint.announcement(a, geocoded: nil, near: NearbyPlace(place: Self.placed, distance: 5)) != plain)
    }

    @Test func everyFieldOfAGeocodingResultChangesTheFingerprint() {
        expectEveryField(of: Self.placed, [
            "id": { $0.id = "geonames:2" }, "name": { $0.name = "Splitt" }, "subtitle": { $0.subtitle = "HR" },
            "coordinate": { $0.coordinate.latitude += 0.001 }, "countryCode": { $0.countryCode = "SI" },
            "timezone": { $0.timezone = "UTC" }, "population": { $0.population = 11 },
        ]) { RecordFingerprint.place(Place(name: "P", slug: "p", location: Self.here), geocoded: $0) }
        expectEveryField(of: NearbyPlace(place: Self.placed, distance: 5), [
            "place": { $0.place.name = "Other" }, "distance": { $0.distance = 6 },
        ]) { RecordFingerprint.charter(Charter(id: "c", name: "C", location: Self.here), geocoded: nil, near: $0) }
    }

    @Test func everyFieldOfAPlaceChangesItsFingerprint() {
        let place = Place(name: "Harbour", slug: "harbour", coordinate: Coordinate(latitude: 59.3, longitude: 18), query: "Harbour, Sweden",
                          radiusKm: 10, kind: "neighbourhood", location: Self.here, queryLocation: Self.here)
        expectEveryField(of: place, [
            "name": { $0.name = "Port" }, "slug": { $0.slug = "port" }, "coordinate": { $0.coordinate = nil },
            "query": { $0.query = nil }, "radiusKm": { $0.radiusKm = 10.5 }, "kind": { $0.kind = "harbour" },
        ]) { RecordFingerprint.place($0, geocoded: nil) }
    }

    @Test func everyFieldOfACharterChangesItsFingerprint() {
        var c = Charter(id: "hvar", name: "Hvar week", boat: "Galeb", vesselType: "catamaran", captain: "Ante", destination: "Hvar",
                        coordinate: Coordinate(latitude: 43.17, longitude: 16.44), placeId: "split", region: "Dalmatia",
                        start: Self.day, end: CalendarDate(year: 2026, month: 5, day: 27), visibility: .public, berths: 6,
                        tags: ["islands"], description: "Swims.", location: Self.here, destinationLocation: Self.here)
        c.descriptions = ["sv": "Bad."]
        c.countryCode = "HR"
        expectEveryField(of: c, [
            "id": { $0.id = "hvar-2" }, "name": { $0.name = "Hvar days" }, "boat": { $0.boat = nil },
            "vesselType": { $0.vesselType = "gulet" }, "captain": { $0.captain = "Ivo" }, "destination": { $0.destination = "Vis" },
            "coordinate": { $0.coordinate = Coordinate(latitude: 43.18, longitude: 16.44) }, "placeId": { $0.placeId = nil },
            "region": { $0.region = "Istria" }, "start": { $0.start = nil }, "end": { $0.end = CalendarDate(year: 2026, month: 5, day: 28) },
            "visibility": { $0.visibility = .unlisted }, "berths": { $0.berths = 8 }, "tags": { $0.tags = ["islands", "swims"] },
            "description": { $0.description = "Swims!" }, "descriptions": { $0.descriptions = [:] },
            "countryCode": { $0.countryCode = "ME" },
        ]) { RecordFingerprint.charter($0, geocoded: nil, near: nil) }
    }
}
