import WaymarkGeo

/// One runway with both ends, from OurAirports `runways.csv` or euro_aip `runways`.
public struct Runway: Sendable, Hashable {
    /// One end of a runway (`le_*` or `he_*` columns).
    public struct End: Sendable, Hashable {
        /// Designator, e.g. `09L`, `H1`.
        public var ident: String?
        /// Threshold position, when given and valid.
        public var coordinate: Coordinate?
        /// Threshold elevation in feet.
        public var elevationFt: Double?
        /// True heading in degrees.
        public var headingDegT: Double?
        /// Displaced threshold in feet.
        public var displacedThresholdFt: Double?

        /// Creates a runway end; every value is optional.
        public init(ident: String? = nil, coordinate: Coordinate? = nil, elevationFt: Double? = nil,
                    headingDegT: Double? = nil, displacedThresholdFt: Double? = nil) {
            self.ident = ident
            self.coordinate = coordinate
            self.elevationFt = elevationFt
            self.headingDegT = headingDegT
            self.displacedThresholdFt = displacedThresholdFt
        }
    }

    /// Length in feet, when known.
    public var lengthFt: Int?
    /// Width in feet, when known.
    public var widthFt: Int?
    /// The surface as published (free text).
    public var surfaceText: String?
    /// The surface normalised by ``RunwaySurface/init(text:)``.
    public var surface: RunwaySurface
    /// Whether the runway is lit.
    public var lighted: Bool
    /// Whether the runway is closed; closed runways count for no derived fact.
    public var closed: Bool
    /// Low-numbered end.
    public var lowEnd: End
    /// High-numbered end.
    public var highEnd: End
    /// Where the runway row is (CSV line, or `file.db:runways:rowid`).
    public var location: SourceLocation

    /// Creates a runway; `surface` is normalised from `surfaceText`.
    public init(lengthFt: Int?, widthFt: Int?, surfaceText: String?, lighted: Bool, closed: Bool,
                lowEnd: End = End(), highEnd: End = End(), location: SourceLocation) {
        self.lengthFt = lengthFt
        self.widthFt = widthFt
        self.surfaceText = surfaceText
        self.surface = RunwaySurface(text: surfaceText)
        self.lighted = lighted
        self.closed = closed
        self.lowEnd = lowEnd
        self.highEnd = highEnd
        self.location = location
    }

    /// `09L/27R`, or whichever ends are known.
    public var designator: String {
        [lowEnd.ident, highEnd.ident].compactMap { $0 }.joined(separator: "/")
    }
}
