/// Where a label's text stands around its place's dot, in the order the placer tries them: beside
/// it first (right, then left), then the four corners, then straight above or below; then the same
/// slid along the dot (``LabelPosition/tries``), so a name finds room between crowded pins.
enum LabelPosition: CaseIterable, Sendable {
    case right, upperRight, lowerRight, left, upperLeft, lowerLeft, above, below

    /// Every position and slide the placer tries, in order: the eight positions as they are, then
    /// beside the dot slid down and up by 0.8 em, then above and below slid right and left by a
    /// third of the text's width.
    static let tries: [(position: LabelPosition, slide: Double)] =
        allCases.map { ($0, 0) } + [(.right, 0.8), (.right, -0.8), (.left, 0.8), (.left, -0.8),
                                    (.above, 1 / 3), (.above, -1 / 3), (.below, 1 / 3), (.below, -1 / 3)]

    /// Radius of a place dot including its stroke, and the gap between dot and text, in pixels.
    static let dotReach = 2.5
    static let gap = 3.0

    /// The text's left edge and baseline for text `width` pixels wide at `fontSize`, around `dot`,
    /// slid by `slide`: ems down for text beside the dot, a fraction of `width` right for text above
    /// or below it (corners do not slide).
    func origin(dot: PixelPoint, reach: Double = LabelPosition.dotReach, width: Double, fontSize: Double,
                slide: Double) -> (x: Double, baseline: Double) {
        let (x, baseline) = origin(dot: dot, reach: reach, width: width, fontSize: fontSize)
        switch self {
        case .right, .left: return (x, baseline + slide * fontSize)
        case .above, .below: return (x + slide * width, baseline)
        default: return (x, baseline)
        }
    }

    /// The text's left edge and baseline for text `width` pixels wide at `fontSize`, around a dot
    /// (or a pin) reaching `reach` pixels from `dot`.
    func origin(dot: PixelPoint, reach: Double = LabelPosition.dotReach, width: Double, fontSize: Double) -> (x: Double, baseline: Double) {
        let beside = reach + LabelPosition.gap
        let centred = dot.y + 0.35 * fontSize
        let over = dot.y - beside - LabelMetrics.descent * fontSize - LabelMetrics.halo
        let under = dot.y + beside + LabelMetrics.ascent * fontSize + LabelMetrics.halo
        switch self {
        case .right: return (dot.x + beside, centred)
        case .left: return (dot.x - beside - width, centred)
        case .upperRight: return (dot.x + reach, over)
        case .lowerRight: return (dot.x + reach, under)
        case .upperLeft: return (dot.x - reach - width, over)
        case .lowerLeft: return (dot.x - reach - width, under)
        case .above: return (dot.x - width / 2, over)
        case .below: return (dot.x - width / 2, under)
        }
    }
}

/// The vertical extent of label text relative to its baseline, in ems, and the halo around it in
/// pixels: generous enough for accented capitals (Ö, Å) above and descenders (g, y) below.
enum LabelMetrics {
    static let ascent = 0.93
    static let descent = 0.24
    /// Half the halo's stroke width.
    static let halo = 1.5

    /// The box of text `width` pixels wide starting at `x` on `baseline`, halo included.
    static func box(x: Double, baseline: Double, width: Double, fontSize: Double) -> PixelRect {
        PixelRect(minX: x - halo, minY: baseline - ascent * fontSize - halo,
                  maxX: x + width + halo, maxY: baseline + descent * fontSize + halo)
    }
}
