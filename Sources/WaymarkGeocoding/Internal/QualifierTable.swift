/// What the parts after a comma can mean: "Croatia", "HR", "HRV", "UK", "Texas", "TX".
///
/// Keys are ``PlaceNameKey`` keys. One key may mean several things at once ("CA" is Canada and
/// California; "Georgia" is a country and a US state); a candidate satisfies the qualifier when it
/// matches any of them.
struct QualifierTable: Sendable {
    /// The countries and admin1 units one qualifier key names.
    struct Meaning: Sendable, Hashable {
        /// ISO alpha-2 codes.
        var countries: Set<String> = []
        /// Positions in the admin1 table.
        var admin1Units: Set<Int> = []

        var isEmpty: Bool { countries.isEmpty && admin1Units.isEmpty }
    }

    private let meanings: [String: Meaning]

    init(countries: [Country], admin1Units: [Admin1Unit]) {
        var meanings: [String: Meaning] = [:]
        for country in countries {
            for spelling in [country.iso2, country.iso3, country.name] + country.aliases {
                let key = PlaceNameKey.make(spelling)
                if !key.isEmpty { meanings[key, default: Meaning()].countries.insert(country.iso2) }
            }
        }
        for (position, unit) in admin1Units.enumerated() {
            var spellings = [unit.name]
            // Letter codes such as US "TX" or Swiss "ZH"; numeric codes ("01") mean nothing to a reader.
            if unit.code.contains(where: \.isLetter) { spellings.append(unit.code) }
            for spelling in spellings {
                let key = PlaceNameKey.make(spelling)
                if !key.isEmpty { meanings[key, default: Meaning()].admin1Units.insert(position) }
            }
        }
        self.meanings = meanings
    }

    /// What `key` names, or nil when it is neither a country nor an admin1 unit.
    func meaning(of key: String) -> Meaning? { meanings[key] }
}
