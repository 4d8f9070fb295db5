/// Turning candidates into ``PlaceResult`` values.
extension Gazetteer {
    func result(_ candidate: GazetteerCandidate) -> PlaceResult {
        switch candidate.source {
        case .place(let position): return placeResult(position)
        case .alias(let position): return aliasResult(position)
        }
    }

    func placeResult(_ position: Int) -> PlaceResult {
        let place = places[position]
        let unit = admin1Units[Int(place.admin1)]
        let subtitle = Gazetteer.subtitle(region: unit.name, country: countries[unit.countryCode]?.name ?? unit.countryCode)
        return PlaceResult(
            id: "geonames:\(place.geonameID)", name: names[position], subtitle: subtitle,
            coordinate: place.coordinate, countryCode: unit.countryCode,
            timezone: timezones[Int(place.timezone)], population: Int(place.population))
    }

    /// "Region, Country", leaving out an empty region or one named like the country ("Martinique").
    static func subtitle(region: String, country: String) -> String {
        [region == country ? "" : region, country].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    func aliasResult(_ position: Int) -> PlaceResult {
        let alias = aliases[position]
        return PlaceResult(
            id: "alias:\(alias.slug)", name: alias.name,
            subtitle: Gazetteer.subtitle(region: aliasRegions[position], country: countries[alias.countryCode]?.name ?? alias.countryCode),
            coordinate: alias.coordinate, countryCode: alias.countryCode, timezone: alias.timezone,
            population: 0)
    }
}
