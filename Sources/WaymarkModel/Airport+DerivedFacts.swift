extension Airport {
    /// Runways that are not closed; every runway fact below uses only these.
    public var openRunways: [Runway] { runways.filter { !$0.closed } }

    /// At least one open runway with a hard surface (asphalt, concrete, bitumen, paved).
    public var hasHardRunway: Bool { runways.contains { !$0.closed && $0.surface.isHard } }

    /// Length of the longest open runway in feet; `nil` when no open runway has a length.
    public var longestRunwayFt: Int? { runways.lazy.filter { !$0.closed }.compactMap(\.lengthFt).max() }

    /// At least one instrument procedure is published (euro_aip).
    public var hasProcedures: Bool { !procedures.isEmpty }

    /// The best guidance among the airport's approaches; `nil` when it has no approach.
    public var bestApproach: ApproachCategory? { procedures.compactMap(\.approachCategory).max() }

    /// At least one precision approach (ILS, GLS, PAR).
    public var hasPrecisionApproach: Bool { bestApproach == .precision }

    /// Fuels named in the AIP "Fuel and oil types" entries (standard field, or published label when
    /// unmapped); empty when there is no such entry.
    public var fuel: Set<FuelType> {
        var result: Set<FuelType> = []
        for entry in aipEntries where (entry.standardField ?? entry.field) == AIPEntry.fuelAndOilTypesField {
            result.formUnion(FuelType.parse(aipText: entry.value))
        }
        return result
    }

    /// The airport appears in a border-crossing list (customs / immigration available).
    public var pointOfEntry: Bool { !borderCrossings.isEmpty }
}
