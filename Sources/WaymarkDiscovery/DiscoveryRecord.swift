import WaymarkGeo

/// What every record needs for discovery: a stable id, a position and what to print.
///
/// The `discovery…` prefix keeps these requirements apart from the record types' own fields; the
/// model types conform in `<Type>+Discovery.swift`.
public protocol DiscoveryRecord: Sendable {
    /// The record's unique id (charter and announcement `id`, airport ICAO `ident`); ties break on it.
    var discoveryID: String { get }
    /// The record's position, or `nil` when it has none (such records are never found by a spatial query).
    var discoveryCoordinate: Coordinate? { get }
    /// The record's display name.
    var discoveryName: String { get }
    /// Extra columns for query output, in display order (id, name, coordinate and distances are added
    /// by the formatter).
    var discoveryProperties: [QueryProperty] { get }
}
