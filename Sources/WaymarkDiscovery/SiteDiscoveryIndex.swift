import WaymarkModel

/// The discovery indexes over the model's record types: what a build or `waymark query` uses.
public typealias SiteDiscoveryIndex = DiscoveryIndex<Announcement, Charter, Airport, Place>
