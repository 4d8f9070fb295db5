/// One row of a map legend: a category key, its label and the colour its pins are drawn in.
public struct MapLegendEntry: Sendable, Hashable {
    /// The ``MapPin/category`` value this row stands for.
    public var key: String
    /// Text shown in the legend and used in composed descriptions (escaped when written).
    public var label: String
    /// Fill colour as `#RRGGBB`.
    public var colour: String

    /// Creates an entry.
    public init(key: String, label: String, colour: String) {
        self.key = key
        self.label = label
        self.colour = colour
    }
}
