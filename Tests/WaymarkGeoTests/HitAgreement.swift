@testable import WaymarkGeo

/// Whether an index's answer makes the same decisions as exact brute force (docs/geo.md, "Distances"):
/// the same points in the same order, each distance within the bound of the exact one (at most
/// ``BoundedDistance/largest``), and the reported distances never decreasing. Returns a description of
/// the first difference, or nil.
func disagreement(_ got: [SpatialHit], _ expected: [SpatialHit]) -> String? {
    if got.map(\.index) != expected.map(\.index) {
        return "indices \(got.map(\.index)) vs exact \(expected.map(\.index))"
    }
    for (g, e) in zip(got, expected) where !(abs(g.distance - e.distance) <= BoundedDistance.largest) {
        return "point \(g.index): \(g.distance) vs exact \(e.distance)"
    }
    for (a, b) in zip(got, got.dropFirst()) where !(a < b) {
        return "reported distances out of order: \(a) then \(b)"
    }
    return nil
}
