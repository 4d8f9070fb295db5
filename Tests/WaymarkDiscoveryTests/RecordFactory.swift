import Testing
import WaymarkCore
import WaymarkDiscovery
import WaymarkGeo
import WaymarkModel

/// Small constructors for hand-made records in tests.
enum RecordFactory {
    static let here = SourceLocation(path: "test.yml", line: 1, column: 1)

    static func day(_ text: String) -> CalendarDate {
        guard let d = CalendarDate(iso8601: text) else {
            Issue.record("bad test date \(text)")
            return CalendarDate(daysSinceEpoch: 0)
        }
        return d
    }

    static func charter(_ id: String, at c: Coordinate?, start: String?, end: String?,
                        visibility: CharterVisibility = .public, vesselType: String? = nil,
                        region: String? = nil) -> Charter {
        Charter(id: id, name: "Trip \(id)", vesselType: vesselType, coordinate: c, region: region,
                start: start.map(day), end: end.map(day), visibility: visibility, location: here)
    }

    static func pet(_ id: String, at c: Coordinate?, status: AnnouncementStatus = .lost, date: String? = nil) -> Announcement {
        Announcement(id: id, status: status, species: "cat", petName: "Pet \(id)", date: date.map(day),
                     coordinate: c, location: here)
    }

    static func airport(_ ident: String, _ name: String, at c: Coordinate?, country: String = "FR",
                        municipality: String? = nil, iata: String? = nil, type: String = "small_airport") -> Airport {
        Airport(ident: ident, type: type, name: name, coordinate: c, isoCountry: country,
                municipality: municipality, iataCode: iata, sources: [], location: here)
    }
}

