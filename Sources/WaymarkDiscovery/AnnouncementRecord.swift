import WaymarkModel

/// What pin eligibility and announcement listings need from a pet announcement.
public protocol AnnouncementRecord: DiscoveryRecord {
    /// The announcement's status (`active` already read as `lost`).
    var discoveryState: AnnouncementStatus { get }
    /// The day the pet was last seen or found, when known.
    var discoveryDate: CalendarDate? { get }
}
