import WaymarkGeo

/// The embedded offline gazetteer: GeoNames places (population ≥ 1000 and admin seats), countries,
/// first-level divisions and the hand-kept island and sailing-region aliases.
///
/// Immutable after loading and safe to share between tasks. Load it with ``Gazetteer/embedded()``
/// (loaded once, on first use, so a site that geocodes nothing never pays for it) or
/// ``Gazetteer/load(from:)``. Forward lookup is ``search(_:limit:)``; reverse lookup is
/// ``nearest(to:)``.
package final class Gazetteer: Sendable {
    let places: [GazetteerPlace]
    let names: [String]
    let index: NameIndex
    let admin1Units: [Admin1Unit]
    let timezones: [String]
    /// Countries by ISO alpha-2 code.
    let countries: [String: Country]
    let aliases: [AliasPlace]
    /// Alias positions by name key (name and also-known-as).
    let aliasKeys: [String: [Int]]
    /// What a qualifier after a comma can mean.
    let qualifiers: QualifierTable
    /// Positions of the places that are national capitals.
    let capitals: Set<Int>
    /// Place positions by the name keys of hand-kept extra names (`place-notes.tsv`).
    let extraNameKeys: [String: [Int]]
    /// Positions of the places a hand-kept note marks prominent.
    let prominent: Set<Int>
    /// The places' coordinates, for reverse lookup (hits are positions in `places`).
    let spatialIndex: SpatialIndex
    /// Admin1 name of the nearest same-country place, per alias, for alias subtitles ("" when none).
    let aliasRegions: [String]

    init(
        places: [GazetteerPlace], names: [String], index: NameIndex, admin1Units: [Admin1Unit],
        timezones: [String], countries: [Country], aliases: [AliasPlace], notes: [PlaceNote]
    ) {
        self.places = places
        self.names = names
        self.index = index
        self.admin1Units = admin1Units
        self.timezones = timezones
        self.countries = Dictionary(countries.map { ($0.iso2, $0) }, uniquingKeysWith: { first, _ in first })
        self.aliases = aliases
        var aliasKeys: [String: [Int]] = [:]
        for (position, alias) in aliases.enumerated() {
            for key in Set(([alias.name] + alias.alsoKnownAs).map(PlaceNameKey.make)) where !key.isEmpty {
                aliasKeys[key, default: []].append(position)
            }
        }
        self.aliasKeys = aliasKeys
        self.qualifiers = QualifierTable(countries: countries, admin1Units: admin1Units)
        var capitals = Set<Int>()
        for country in countries where !country.capital.isEmpty {
            let best = index.postings(for: PlaceNameKey.make(country.capital))
                .filter { admin1Units[Int(places[$0.place].admin1)].countryCode == country.iso2 }
                .max { (places[$0.place].population, $1.place) < (places[$1.place].population, $0.place) }
            if let best { capitals.insert(best.place) }
        }
        self.capitals = capitals
        var extraNameKeys: [String: [Int]] = [:]
        var prominent = Set<Int>()
        for note in notes {
            guard let position = Gazetteer.position(ofGeonameID: note.geonameID, in: places) else { continue }
            if note.isProminent { prominent.insert(position) }
            for key in Set(note.extraNames.map(PlaceNameKey.make)) where !key.isEmpty {
                extraNameKeys[key, default: []].append(position)
            }
        }
        self.extraNameKeys = extraNameKeys
        self.prominent = prominent
        let spatialIndex = SpatialIndex(places.map(\.coordinate))
        self.spatialIndex = spatialIndex
        self.aliasRegions = aliases.map { alias in
            let hit = spatialIndex.nearest(alias.coordinate, k: 1, maxDistance: 100_000) {
                admin1Units[Int(places[$0].admin1)].countryCode == alias.countryCode
            }.first
            return hit.map { admin1Units[Int(places[$0.index].admin1)].name } ?? ""
        }
    }

    /// Binary search of the places (sorted by GeoNames id) for `geonameID`.
    static func position(ofGeonameID geonameID: Int, in places: [GazetteerPlace]) -> Int? {
        var low = 0
        var high = places.count
        while low < high {
            let middle = (low + high) / 2
            if Int(places[middle].geonameID) < geonameID { low = middle + 1 } else { high = middle }
        }
        return low < places.count && Int(places[low].geonameID) == geonameID ? low : nil
    }

    /// Number of GeoNames places (aliases not counted).
    package var placeCount: Int { places.count }

    /// Number of hand-kept aliases.
    package var aliasCount: Int { aliases.count }

    /// The hand-kept island and sailing-region aliases, in file order.
    package var aliasPlaces: [AliasPlace] { aliases }

    /// The country with ISO alpha-2 `code` (upper case), if GeoNames knows it.
    package func country(code: String) -> Country? { countries[code] }
}
