/// One drawing of a map's pins: all of them, or on a map drawn in layers (``MapOptions/pinLayers``)
/// the pins of one layer key, laid out and clustered among themselves.
struct PinLayer: Sendable {
    /// The layer's key, or nil when the map is not drawn in layers.
    var key: String?
    /// Whether the layer is shown without a page's stylesheet (the first one).
    var shown: Bool
    /// The layer's pins, in ``MapScene/orderedPins`` order.
    var pins: [MapPin]
    /// Where they stand.
    var layout: PinLayout
}
