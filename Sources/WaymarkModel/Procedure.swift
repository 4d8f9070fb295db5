/// An instrument procedure from euro_aip `procedures` (all approaches in the sample).
package struct Procedure: Sendable, Hashable {
    /// Display name, e.g. `ILS/DME RWY 06`.
    package var name: String
    /// `approach`, `departure`, `arrival`, … as in the database.
    package var procedureType: String?
    /// `ILS`, `RNP`, `LOC`, `NDB`, `VOR`, `RNAV`, … (may be empty).
    package var approachType: String?
    /// Runway the procedure serves, e.g. `09L`.
    package var runwayIdent: String?
    /// The source database, e.g. `uk_eaip_html`.
    package var source: String?
    /// Where the row is: `file.db:procedures:rowid`.
    package var location: SourceLocation

    /// Creates a procedure as read from a euro_aip row.
    package init(name: String, procedureType: String?, approachType: String?, runwayIdent: String?,
                source: String?, location: SourceLocation) {
        self.name = name
        self.procedureType = procedureType
        self.approachType = approachType
        self.runwayIdent = runwayIdent
        self.source = source
        self.location = location
    }

    /// True for approaches (`procedure_type` `approach`, case-insensitive, or an empty type with an
    /// approach type).
    package var isApproach: Bool {
        let t = (procedureType ?? "").lowercased()
        return t == "approach" || (t.isEmpty && !(approachType ?? "").isEmpty)
    }

    /// The approach's guidance category; `nil` for a procedure that is not an approach.
    package var approachCategory: ApproachCategory? {
        isApproach ? ApproachCategory(approachType: approachType, name: name) : nil
    }
}
