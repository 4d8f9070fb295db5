import WaymarkCore
import WaymarkGeo
import WaymarkGeocoding
import WaymarkModel

/// The values record fingerprints are made of (``RecordFingerprint``), each written in a form that
/// cannot be confused with another: optionals with a marker byte, lists with their count first,
/// numbers by their exact bits.
extension StableHash {
    /// Adds the 8 bytes of `number`'s bit pattern (so `0.1 + 0.2` and `0.3` differ, as they may in output).
    package mutating func combine(_ number: Double) {
        combine(number.bitPattern)
    }

    /// Adds an optional integer: a marker byte, then the number when present.
    package mutating func combine(_ number: Int?) {
        combine(byte: number == nil ? 0 : 1)
        if let number { combine(number) }
    }

    /// Adds an optional number: a marker byte, then its bits when present.
    package mutating func combine(_ number: Double?) {
        combine(byte: number == nil ? 0 : 1)
        if let number { combine(number) }
    }

    /// Adds an optional coordinate: a marker byte, then latitude and longitude.
    package mutating func combine(_ coordinate: Coordinate?) {
        combine(byte: coordinate == nil ? 0 : 1)
        if let coordinate {
            combine(coordinate.latitude)
            combine(coordinate.longitude)
        }
    }

    /// Adds an optional date: a marker byte, then year, month and day.
    package mutating func combine(_ date: CalendarDate?) {
        combine(byte: date == nil ? 0 : 1)
        if let date {
            combine(date.year)
            combine(date.month)
            combine(date.day)
        }
    }

    /// Adds a list of strings: its count, then each string.
    package mutating func combine(_ strings: [String]) {
        combine(strings.count)
        for string in strings { combine(string) }
    }

    /// Adds a dictionary of strings in key order: its count, then each key and value.
    package mutating func combine(_ strings: [String: String]) {
        combine(strings.count)
        for key in strings.keys.sorted() {
            combine(key)
            combine(strings[key])
        }
    }

    /// Adds an optional geocoding result: a marker byte, then every field of it.
    package mutating func combine(_ place: PlaceResult?) {
        combine(byte: place == nil ? 0 : 1)
        guard let place else { return }
        combine(place.id)
        combine(place.name)
        combine(place.subtitle)
        combine(place.coordinate as Coordinate?)
        combine(place.countryCode)
        combine(place.timezone)
        combine(place.population)
    }

    /// Adds an optional nearest gazetteer place: a marker byte, then the place and its distance.
    package mutating func combine(_ nearby: NearbyPlace?) {
        combine(byte: nearby == nil ? 0 : 1)
        guard let nearby else { return }
        combine(nearby.place as PlaceResult?)
        combine(nearby.distance)
    }
}
