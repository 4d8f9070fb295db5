import WaymarkGeo

/// An aerodrome merged from OurAirports CSV and euro_aip SQLite by ICAO code (`ident`).
///
/// Base fields follow OurAirports' `airports.csv`. Derived facts (`hasHardRunway`,
/// `longestRunwayFt`, `hasProcedures`, `bestApproach`, `fuel`, `pointOfEntry`) are computed from
/// the runways, procedures, AIP entries and border crossings; see docs/derived-airport-facts.md.
package struct Airport: Sendable, Hashable, Identifiable {
    /// ICAO code where one exists, otherwise a local or OurAirports code, e.g. `EGLL`, `00A`.
    package var ident: String
    /// `large_airport`, `medium_airport`, `small_airport`, `heliport`, `seaplane_base`,
    /// `balloonport` or `closed`, as in OurAirports.
    package var type: String
    /// Name, e.g. "London Heathrow Airport".
    package var name: String
    /// Aerodrome reference point; `nil` when the source had no valid position (reported).
    package var coordinate: Coordinate?
    /// Elevation in feet.
    package var elevationFt: Int?
    /// OurAirports continent code (`EU`, `NA` = North America, …).
    package var continent: String?
    /// ISO 3166-1 alpha-2 country code; `NA` is Namibia.
    package var isoCountry: String
    /// ISO 3166-2 style region code, e.g. `GB-ENG`.
    package var isoRegion: String?
    /// Town served.
    package var municipality: String?
    /// Whether there is scheduled airline service.
    package var scheduledService: Bool
    /// GPS code.
    package var gpsCode: String?
    /// IATA code, e.g. `LHR`.
    package var iataCode: String?
    /// National local code.
    package var localCode: String?
    /// Home page URL as written.
    package var homeLink: String?
    /// Wikipedia URL as written.
    package var wikipediaLink: String?
    /// Search keywords as written.
    package var keywords: String?
    /// Country name from `countries.csv`, when known.
    package var countryName: String?
    /// Region name from `regions.csv`, when known.
    package var regionName: String?
    /// Runways (closed ones included, flagged).
    package var runways: [Runway]
    /// Where `runways` come from; `nil` when there are none. Set when the sources are merged.
    package var runwaySource: RunwaySource?
    /// Instrument procedures (euro_aip only).
    package var procedures: [Procedure]
    /// AIP data fields (euro_aip only).
    package var aipEntries: [AIPEntry]
    /// Border-crossing list entries naming this airport (euro_aip only).
    package var borderCrossings: [BorderCrossing]
    /// The formats that contributed to this record.
    package var sources: Set<AirportSource>
    /// Where the airport's base row is (the first source read).
    package var location: SourceLocation

    /// Creates an airport; loaders validate the position and fill names before calling this.
    package init(ident: String, type: String, name: String, coordinate: Coordinate?, elevationFt: Int? = nil,
                continent: String? = nil, isoCountry: String, isoRegion: String? = nil,
                municipality: String? = nil, scheduledService: Bool = false, gpsCode: String? = nil,
                iataCode: String? = nil, localCode: String? = nil, homeLink: String? = nil,
                wikipediaLink: String? = nil, keywords: String? = nil, countryName: String? = nil,
                regionName: String? = nil, runways: [Runway] = [], procedures: [Procedure] = [],
                aipEntries: [AIPEntry] = [], borderCrossings: [BorderCrossing] = [],
                sources: Set<AirportSource>, location: SourceLocation) {
        self.ident = ident
        self.type = type
        self.name = name
        self.coordinate = coordinate
        self.elevationFt = elevationFt
        self.continent = continent
        self.isoCountry = isoCountry
        self.isoRegion = isoRegion
        self.municipality = municipality
        self.scheduledService = scheduledService
        self.gpsCode = gpsCode
        self.iataCode = iataCode
        self.localCode = localCode
        self.homeLink = homeLink
        self.wikipediaLink = wikipediaLink
        self.keywords = keywords
        self.countryName = countryName
        self.regionName = regionName
        self.runways = runways
        self.runwaySource = nil
        self.procedures = procedures
        self.aipEntries = aipEntries
        self.borderCrossings = borderCrossings
        self.sources = sources
        self.location = location
    }

    /// The ident is the identity of an airport.
    package var id: String { ident }
}
