import WaymarkGeo
import WaymarkMap
import WaymarkModel

/// One country's airports page (`country.mustache`): a map of its airports coloured by the site's
/// legend mode (``AirportSiteSettings/legend``) and a table of them, by ident.
public struct CountryAirportsPage: Sendable {
    /// Map size in pixels.
    public static let mapSize = PixelSize(width: 900, height: 560)

    /// ISO 3166-1 alpha-2 code.
    public let code: String
    /// The country's name (from `countries.csv`), or its code.
    public let name: String
    /// Its airports with pages, by ident.
    public let airports: [Airport]
    /// Where the page is written.
    public let path: OutputPath

    /// A country page.
    public init(code: String, name: String, airports: [Airport], path: OutputPath) {
        self.code = code
        self.name = name
        self.airports = airports
        self.path = path
    }

    /// The map: one pin per airport, linking to its page, coloured by `legend`.
    public func map(legend: MapLegendMode) -> String {
        let page = path.description
        let pins = airports.compactMap { airport -> MapPin? in
            guard let c = airport.coordinate, c.isValid else { return nil }
            return MapPin(id: airport.ident, coordinate: c, label: "\(airport.ident) \(airport.name)",
                          href: AirportPagePaths.sitePath(airport).map { SiteLink.relative(from: page, to: $0) },
                          category: AirportLegend.category(of: airport, mode: legend))
        }
        let options = MapOptions(id: "airports-\(code.lowercased())", size: Self.mapSize,
                                 title: "Airports in \(name)", subject: .airports, legend: legend,
                                 unit: .nauticalMiles, credits: [.ourAirports], listHref: "#airport-table")
        return MapRenderer().overview(pins, options: options)
    }

    /// The page's variables.
    public func variables(legend: MapLegendMode) -> [String: Any] {
        let page = path.description
        let rows = airports.map { airport -> [String: Any] in
            var row: [String: Any] = [
                "ident": airport.ident, "name": airport.name, "type": AirportText.typeLabel(airport.type),
                "municipality": airport.municipality ?? "",
                "longestRunwayFt": airport.longestRunwayFt.map(AirportText.feet) ?? "–",
                "bestApproach": airport.bestApproach.map(AirportText.approachLabel) ?? "none",
                "legendKey": legend.entry(for: AirportLegend.category(of: airport, mode: legend)).label,
            ]
            if let iata = airport.iataCode, !iata.isEmpty { row["iata"] = iata }
            if let target = AirportPagePaths.sitePath(airport) { row["url"] = SiteLink.relative(from: page, to: target) }
            return row
        }
        var variables: [String: Any] = [
            "page": ["title": "Airports in \(name)", "kind": "airports-country"] as [String: Any],
            "country": ["code": code, "name": name, "count": airports.count,
                        "airportsURL": SiteLink.relative(from: page, to: AirportPagePaths.index.folderPath)] as [String: Any],
            "airports": rows, "hasAirports": !rows.isEmpty,
        ]
        let figure = RecordMapFigure(svg: map(legend: legend), caption: "\(airports.count) airports in \(name), coloured by \(Self.legendTitle(legend))",
                                     geoJSONURL: SiteLink.relative(from: page, to: MapGeoJSONPaths.beside(path).description))
        for (key, value) in figure.variables { variables[key] = value }
        return variables
    }

    /// How a legend mode is named in captions.
    static func legendTitle(_ mode: MapLegendMode) -> String {
        switch mode {
        case .airportType: return "airport type"
        case .procedurePrecision: return "best instrument approach"
        case .runwayLength: return "longest runway"
        case .country: return "country"
        case .category: return "category"
        }
    }
}
