import WaymarkCore

/// The state of a lost-and-found pet announcement (docs/geo.md, "Pin eligibility (landing pages)").
package enum AnnouncementStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// The pet is missing (also written `active` in some exports).
    case lost
    /// A pet was found and its owner is sought.
    case found
    /// The case is over; never pinned on landing pages.
    case closed

    /// Reads `lost`, `found`, `closed`, and `active` as `lost`; case-insensitive, surrounding spaces
    /// ignored. `nil` for anything else.
    package init?(text: String) {
        switch text {
        case "lost", "active": self = .lost; return
        case "found": self = .found; return
        case "closed": self = .closed; return
        default: break
        }
        switch text.trimmed.lowercased() {
        case "lost", "active": self = .lost
        case "found": self = .found
        case "closed": self = .closed
        default: return nil
        }
    }

    /// The accepted spellings, as shown in messages.
    package static let expectedValues = "lost, found or closed (active is read as lost)"
}
