import WaymarkCore
import WaymarkGeo
import WaymarkModel

/// The schema.org JSON-LD a page carries in `<head>` (`partials/head`'s `jsonLD`), so search engines
/// and link previews read what the page is about: a charter is an `Event` at a `Place`, an airport an
/// `Airport`, a place's lost-pet page a `Place`, the home page the `WebSite`.
///
/// Each document is a typed value encoded by ``SortedJSON`` (keys sorted, so identical input gives
/// identical bytes) and then made safe inside `<script>` by ``Escaper/scriptJSON(_:)``: a value
/// holding `</script>` or `<!--` cannot end or change the element.
package enum StructuredData {
    /// A point on the map (`GeoCoordinates`).
    struct GeoCoordinates: Encodable, Equatable {
        let type = "GeoCoordinates"
        let latitude: Double
        let longitude: Double

        init(_ coordinate: Coordinate) {
            latitude = coordinate.latitude
            longitude = coordinate.longitude
        }

        enum CodingKeys: String, CodingKey { case type = "@type", latitude, longitude }
    }

    /// A named place, with its position when known.
    struct Place: Encodable {
        let context: String?
        let type = "Place"
        let name: String
        let url: String?
        let geo: GeoCoordinates?

        enum CodingKeys: String, CodingKey { case context = "@context", type = "@type", name, url, geo }
    }

    /// A charter: an all-day event from its first to its last day.
    struct Event: Encodable {
        let context = "https://schema.org"
        let type = "Event"
        let name: String
        let url: String
        let startDate: String
        let endDate: String
        let description: String?
        let location: Place
        let eventAttendanceMode = "https://schema.org/OfflineEventAttendanceMode"
        let eventStatus = "https://schema.org/EventScheduled"

        enum CodingKeys: String, CodingKey {
            case context = "@context", type = "@type", name, url, startDate, endDate, description, location,
                 eventAttendanceMode, eventStatus
        }
    }

    /// An airport, with the codes it is known by.
    struct Airport: Encodable {
        let context = "https://schema.org"
        let type = "Airport"
        let name: String
        let url: String
        let icaoCode: String?
        let iataCode: String?
        let geo: GeoCoordinates?

        enum CodingKeys: String, CodingKey { case context = "@context", type = "@type", name, url, icaoCode, iataCode, geo }
    }

    /// The site as a whole.
    struct WebSite: Encodable {
        let context = "https://schema.org"
        let type = "WebSite"
        let name: String
        let url: String
        let description: String?
        let inLanguage: String

        enum CodingKeys: String, CodingKey { case context = "@context", type = "@type", name, url, description, inLanguage }
    }

    /// Charter `charter`'s `Event`, at its destination (else its region) and position; `nil` without
    /// a date (the calendar's rule: an event needs a day to stand on).
    package static func event(_ charter: Charter, url: String, description: String?) -> String? {
        guard let first = charter.start ?? charter.end, let last = charter.end ?? charter.start else { return nil }
        let place = Place(context: nil, name: charter.destination ?? charter.region ?? charter.name, url: nil,
                          geo: charter.coordinate.map(GeoCoordinates.init))
        return script(Event(name: charter.name, url: url, startDate: first.description, endDate: last.description,
                            description: description.flatMap { $0.isEmpty ? nil : $0 }, location: place))
    }

    /// Airport `airport`'s `Airport`: its ICAO code only when it has one (an OurAirports ident such
    /// as `FR-0009` is not one), its IATA code when it has one.
    package static func airport(_ airport: WaymarkModel.Airport, url: String) -> String? {
        script(Airport(name: airport.name, url: url, icaoCode: airport.icaoCode, iataCode: airport.iataCode,
                       geo: airport.coordinate.map(GeoCoordinates.init)))
    }

    /// Place `name`'s `Place` at `coordinate`.
    package static func place(name: String, url: String, coordinate: Coordinate?) -> String? {
        script(Place(context: "https://schema.org", name: name, url: url, geo: coordinate.map(GeoCoordinates.init)))
    }

    /// The home page's `WebSite`.
    package static func webSite(name: String, url: String, description: String?, language: String) -> String? {
        script(WebSite(name: name, url: url, description: description, inLanguage: language))
    }

    /// `value` as JSON made safe inside `<script>`, without the encoder's final newline; `nil` when it
    /// cannot be encoded (a non-finite number, which validated coordinates never are).
    static func script<Value: Encodable>(_ value: Value) -> String? {
        guard let json = try? SortedJSON.text(value) else { return nil }
        return Escaper.scriptJSON(json.trimmed)
    }
}
