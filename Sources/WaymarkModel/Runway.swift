import WaymarkGeo

/// One runway with both ends, from OurAirports `runways.csv` or euro_aip `runways`.
package struct Runway: Sendable, Hashable {
    /// One end of a runway (`le_*` or `he_*` columns).
    package struct End: Sendable, Hashable {
        /// Designator, e.g. `09L`, `H1`.
        package var ident: String?
        /// Threshold position, when given and valid.
        package var coordinate: Coordinate?
        /// Threshold elevation in feet.
        package var elevationFt: Double?
        /// True heading in degrees.
        package var headingDegT: Double?
        /// Displaced threshold in feet.
        package var displacedThresholdFt: Double?

        /// Creates a runway end; every value is optional.
        package init(ident: String? = nil, coordinate: Coordinate? = nil, elevationFt: Double? = nil,
                    headingDegT: Double? = nil, displacedThresholdFt: Double? = nil) {
            self.ident = ident
            self.coordinate = coordinate
            self.elevationFt = elevationFt
            self.headingDegT = headingDegT
            self.displacedThresholdFt = displacedThresholdFt
        }
    }

    /// Length in feet, when known.
    package var lengthFt: Int?
    /// Width in feet, when known.
    package var widthFt: Int?
    /// The surface as published (free text).
    package var surfaceText: String?
    /// The surface normalised by ``RunwaySurface/init(text:)``.
    package var surface: RunwaySurface
    /// Whether the runway is lit.
    package var lighted: Bool
    /// Whether the runway is closed; closed runways count for no derived fact.
    package var closed: Bool
    /// Low-numbered end.
    package var lowEnd: End
    /// High-numbered end.
    package var highEnd: End
    /// Where the runway row is (CSV line, or `file.db:runways:rowid`).
    package var location: SourceLocation

    /// Creates a runway; `surface` is normalised from `surfaceText`.
    package init(lengthFt: Int?, widthFt: Int?, surfaceText: String?, lighted: Bool, closed: Bool,
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
    package var designator: String {
        [lowEnd.ident, highEnd.ident].compactMap { $0 }.joined(separator: "/")
    }
}
