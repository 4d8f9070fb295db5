import Testing
import WaymarkModel

/// Approach guidance categories: precision (ILS, GLS, PAR), APV (LPV, VNAV, RNP AR), non-precision.
@Suite struct ApproachCategoryTests {
    @Test(arguments: [
        ("ILS", "ILS/DME RWY 06", ApproachCategory.precision),
        ("ILS", "RWY13 ILS LOC", .precision),
        ("GLS", "GLS RWY 27", .precision),
        ("PAR", "PAR RWY 24", .precision),
        ("", "ILS Z RWY 09", .precision),
        ("RNP", "RNP RWY 27 (LPV)", .apv),
        ("RNAV", "RNAV (GNSS) RWY 04 LNAV/VNAV", .apv),
        ("RNP", "RNP AR RWY 17", .apv),
        ("RNP", "RNP RWY 27", .nonPrecision),
        ("RNP", "RWY26 FNA RNP", .nonPrecision),
        ("LOC", "LOC/DME RWY 27", .nonPrecision),
        ("VOR", "VOR/DME RWY 21", .nonPrecision),
        ("NDB", "NDB(L)/DME RWY 09", .nonPrecision),
        ("RNAV", "RWY17-35 INA RNAV INLOV", .nonPrecision),
        ("", "RWY17 VPT A", .nonPrecision),
    ])
    func classifies(type: String, name: String, expected: ApproachCategory) {
        #expect(ApproachCategory(approachType: type, name: name) == expected)
    }

    @Test func orderGoesFromLeastToMostGuidance() {
        #expect([ApproachCategory.precision, .nonPrecision, .apv].sorted() == [.nonPrecision, .apv, .precision])
    }

    @Test func aProcedureThatIsNotAnApproachHasNoCategory() {
        let sid = Procedure(name: "DVR 2F", procedureType: "departure", approachType: nil, runwayIdent: "27R",
                            source: nil, location: SourceLocation(path: "x.db:procedures:1"))
        #expect(sid.approachCategory == nil)
        let approach = Procedure(name: "ILS RWY 27R", procedureType: "approach", approachType: "ILS", runwayIdent: "27R",
                                 source: nil, location: SourceLocation(path: "x.db:procedures:2"))
        #expect(approach.approachCategory == .precision)
    }
}
