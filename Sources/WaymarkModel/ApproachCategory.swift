/// How much guidance an instrument approach gives (docs/derived-airport-facts.md).
///
/// - precision: ILS, GLS, PAR (and MLS): lateral and vertical guidance from a ground system.
/// - apv: approaches with vertical guidance from satellites or baro: LPV, LNAV/VNAV, RNP AR, APV.
/// - nonPrecision: everything else (LOC, VOR, NDB, plain RNP/RNAV, visual).
///
/// Ordered from least to most guidance, so `max()` over an airport's approaches gives its best.
package enum ApproachCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Lateral guidance only (LOC, VOR, NDB, plain RNP/RNAV, visual).
    case nonPrecision = "non-precision"
    /// Approach with vertical guidance from satellites or baro (LPV, LNAV/VNAV, RNP AR).
    case apv = "APV"
    /// Ground-based precision approach (ILS, GLS, PAR, MLS).
    case precision = "precision"

    /// Less guidance sorts first.
    package static func < (a: ApproachCategory, b: ApproachCategory) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .nonPrecision: return 0
        case .apv: return 1
        case .precision: return 2
        }
    }

    /// Classifies an approach from its `approach_type` (e.g. `ILS`, `RNP`) and its published name
    /// (e.g. `RNP RWY 27 (LPV)`). The type decides precision; the name can only raise RNP/RNAV to APV
    /// when it says `LPV`, `VNAV`, `APV` or `RNP AR`. Words are matched whole and case-insensitively.
    package init(approachType: String?, name: String?) {
        let typeWords = ApproachCategory.words(approachType ?? "")
        let nameWords = ApproachCategory.words(name ?? "")
        let precisionWords: Set<String> = ["ILS", "GLS", "PAR", "MLS"]
        if !precisionWords.isDisjoint(with: typeWords) || (typeWords.isEmpty && !precisionWords.isDisjoint(with: nameWords)) {
            self = .precision
            return
        }
        let all = typeWords + nameWords
        if all.contains("LPV") || all.contains("VNAV") || all.contains("APV") {
            self = .apv
            return
        }
        for (i, w) in all.enumerated() where w == "RNP" && i + 1 < all.count && all[i + 1] == "AR" {
            self = .apv
            return
        }
        self = .nonPrecision
    }

    /// Upper-case words split at anything that is not a letter or digit.
    static func words(_ text: String) -> [String] {
        text.uppercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
