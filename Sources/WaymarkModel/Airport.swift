import WaymarkGeo

/// An aerodrome merged from OurAirports CSV and euro_aip SQLite by ICAO code (`ident`).
///
/// Base fields follow OurAirports' `airports.csv`. Derived facts (`hasHardRunway`,
/// `longestRunwayFt`, `hasProcedures`, `bestApproach`, `fuel`, `pointOfEntry`) are computed from
/// the runways, procedures, AIP entries and border crossings; see docs/derived-airport-facts.md.
public struct Airport: Sendable, Hashable, Identifiable {
    /// ICAO code where one exists, otherwise a local or OurAirports code, e.g. `EGLL`, `00A`.
    public var ident: String
    /// `large_airport`, `medium_airport`, `small_airport`, `heliport`, `seaplane_base`,
    /// `balloonport` or `closed`, as in OurAirports.
    public var type: String
    /// Name, e.g. "London Heathrow Airport".
    public var name: String
    /// Aerodrome reference point; `nil` when the source had no valid position (reported).
    public var coordinate: Coordinate?
    /// Elevation in feet.
    public var elevationFt: Int?
    /// OurAirports continent code (`EU`, `NA` = North America, …).
    public var continent: String?
    /// ISO 3166-1 alpha-2 country code; `NA` is Namibia.
    public var isoCountry: String
    /// ISO 3166-2 style region code, e.g. `GB-ENG`.
    public var isoRegion: String?
    /// Town served.
    public var municipality: String?
    /// Whether there is scheduled airline service.
    public var scheduledService: Bool
    /// GPS code.
    public var gpsCode: String?
    /// IATA code, e.g. `LHR`.
    public var iataCode: String?
    /// National local code.
    public var localCode: String?
    /// Home page URL as written.
    public var homeLink: String?
    /// Wikipedia URL as written.
    public var wikipediaLink: String?
    /// Search keywords as written.
    public var keywords: String?
    /// Country name from `countries.csv`, when known.
    public var countryName: String?
    /// Region name from `regions.csv`, when known.
    public var regionName: String?
    /// Runways (closed ones included, flagged).
    public var runways: [Runway]
    /// Where `runways` come from; `nil` when there are none. Set when the sources are merged.
    public var runwaySource: RunwaySource?
    /// Instrument procedures (euro_aip only).
    public var procedures: [Procedure]
    /// AIP data fields (euro_aip only).
    public var aipEntries: [AIPEntry]
    /// Border-crossing list entries naming this airport (euro_aip only).
    public var borderCrossings: [BorderCrossing]
    /// The formats that contributed to this record.
    public var sources: Set<AirportSource>
    /// Where the airport's base row is (the first source read).
    public var location: SourceLocation

    /// Creates an airport; loaders validate the position and fill names before calling this.
    public init(ident: String, type: String, name: String, coordinate: Coordinate?, elevationFt: Int? = nil,
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
    public var id: String { ident }
}
