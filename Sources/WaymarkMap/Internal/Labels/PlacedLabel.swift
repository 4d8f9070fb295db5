/// A place label the placer kept: its dot, where its text starts, its size and the boxes it covers.
struct PlacedLabel: Sendable, Hashable {
    /// The place labelled.
    var place: MapPlaceLabel
    /// The dot's centre (or the pin's, when the label stands beside one), in pixels.
    var dot: PixelPoint
    /// The text's left edge (`text-anchor` start) and baseline, in pixels.
    var x: Double
    var baseline: Double
    /// Font size in pixels, and whether the text is bold (large cities).
    var fontSize: Double
    var bold: Bool
    /// The text with its halo, and the dot with its stroke: what nothing else may overlap.
    var textBox: PixelRect
    var dotBox: PixelRect
    /// False when the label stands beside a pin that marks the place (thumbnails): no dot is drawn.
    var drawsDot = true
}
