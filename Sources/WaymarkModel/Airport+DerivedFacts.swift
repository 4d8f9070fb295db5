extension Airport {
    /// Runways that are not closed; every runway fact below uses only these.
    package var openRunways: [Runway] { runways.filter { !$0.closed } }

    /// At least one open runway with a hard surface (asphalt, concrete, bitumen, paved).
    package var hasHardRunway: Bool { runways.contains { !$0.closed && $0.surface.isHard } }

    /// Length of the longest open runway in feet; `nil` when no open runway has a length.
    package var longestRunwayFt: Int? { runways.lazy.filter { !$0.closed }.compactMap(\.lengthFt).max() }

    /// At least one instrument procedure is published (euro_aip).
    package var hasProcedures: Bool { !procedures.isEmpty }

    /// The best guidance among the airport's approaches; `nil` when it has no approach.
    package var bestApproach: ApproachCategory? { procedures.compactMap(\.approachCategory).max() }

    /// At least one precision approach (ILS, GLS, PAR).
    package var hasPrecisionApproach: Bool { bestApproach == .precision }

    /// Fuels named in the AIP "Fuel and oil types" entries (standard field, or published label when
    /// unmapped); empty when there is no such entry.
    package var fuel: Set<FuelType> {
        var result: Set<FuelType> = []
        for entry in aipEntries where (entry.standardField ?? entry.field) == AIPEntry.fuelAndOilTypesField {
            result.formUnion(FuelType.parse(aipText: entry.value))
        }
        return result
    }

    /// The airport appears in a border-crossing list (customs / immigration available).
    package var pointOfEntry: Bool { !borderCrossings.isEmpty }
}
