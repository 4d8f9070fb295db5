/// The status of a pet announcement as discovery sees it (SPEC §2; `active` is read as `lost`).
public enum AnnouncementState: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// The pet is missing.
    case lost
    /// The pet was found and its owner is sought.
    case found
    /// The case is closed; never shown on landing pages.
    case closed

    /// The statuses that make a pin eligible for a landing page: lost and found.
    public static let pinEligible: Set<AnnouncementState> = [.lost, .found]

    /// Reads `lost`, `found`, `closed` or `active` (= lost), case-insensitively.
    public init?(keyword: String) {
        switch keyword.lowercased() {
        case "lost", "active": self = .lost
        case "found": self = .found
        case "closed": self = .closed
        default: return nil
        }
    }

    public static func < (a: AnnouncementState, b: AnnouncementState) -> Bool {
        a.rank < b.rank
    }

    private var rank: Int {
        switch self {
        case .lost: return 0
        case .found: return 1
        case .closed: return 2
        }
    }
}
