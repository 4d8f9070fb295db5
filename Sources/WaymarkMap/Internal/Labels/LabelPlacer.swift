/// Greedy label placement (docs/geo.md, "Place labels"): candidates in order (most populous first),
/// each at the first of ``LabelPosition/tries`` around its dot where neither dot nor text meets anything
/// already on the map — pins, badges, markers, furniture, earlier labels — nor leaves the area.
/// Deterministic: the same candidates and obstacles give the same labels.
struct LabelPlacer {
    /// Population from which a place is drawn larger and bold, by default.
    static let majorPopulation = 500_000
    /// Font sizes of ordinary and major places, in pixels.
    static let fontSize = 11.0
    static let majorFontSize = 12.0
    /// Pixels kept free around each placed label and dot, so labels never touch.
    static let spacing = 2.0

    /// The rectangle labels must lie in (the view less a small inset).
    let area: PixelRect
    /// Everything a label may not overlap; grows as labels are placed.
    private(set) var occupied: [PixelRect]
    /// The labels placed so far, in placement order.
    private(set) var placed: [PlacedLabel] = []
    /// Population from which this placer draws a place larger and bold.
    var majorPopulation = LabelPlacer.majorPopulation
    /// Pins a nearby place's label may stand beside instead of drawing its own dot (thumbnails,
    /// whose one pin marks the place the map is about), with the pixels they reach from their centre.
    var anchors: [(centre: PixelPoint, reach: Double)] = []
    /// Lower-cased names already on the map (the subject's included): a name is drawn once.
    private var names: Set<String>

    init(area: PixelRect, obstacles: [PixelRect], takenNames: [String]) {
        self.area = area
        occupied = obstacles
        names = Set(takenNames.map { $0.lowercased() })
    }

    /// Places `candidates` in ``MapPlaceLabel/placedBefore(_:_:)`` order until `limit` labels stand;
    /// `pixel` projects a coordinate to the view.
    mutating func place(_ candidates: [MapPlaceLabel], limit: Int, pixel: (MapPlaceLabel) -> PixelPoint) {
        for candidate in candidates.sorted(by: MapPlaceLabel.placedBefore) {
            guard placed.count < limit else { return }
            _ = place(candidate, at: pixel(candidate))
        }
    }

    /// Tries one candidate whose dot stands at `dot`; returns whether it was placed.
    mutating func place(_ candidate: MapPlaceLabel, at dot: PixelPoint) -> Bool {
        let name = candidate.name
        guard !name.unicodeScalars.allSatisfy({ $0 == " " }), !names.contains(name.lowercased()) else { return false }
        var dot = dot
        var reach = LabelPosition.dotReach + 0.5
        var dotBox = PixelRect(minX: dot.x - reach, minY: dot.y - reach, maxX: dot.x + reach, maxY: dot.y + reach)
        var drawsDot = true
        if let anchor = anchors.first(where: { LabelPlacer.distance($0.centre, dot) <= $0.reach + reach }) {
            // The place lies under a pin: name it beside the pin, without a dot of its own.
            dot = anchor.centre
            reach = anchor.reach
            dotBox = PixelRect(minX: dot.x, minY: dot.y, maxX: dot.x, maxY: dot.y)
            drawsDot = false
        } else {
            guard area.contains(dotBox), isFree(dotBox) else { return placeAsArea(candidate, around: dot) }
        }
        let major = candidate.population >= majorPopulation
        let fontSize = major ? LabelPlacer.majorFontSize : LabelPlacer.fontSize
        let width = LabelTextWidth.width(name, fontSize: fontSize, bold: major)
        for (position, slide) in LabelPosition.tries {
            let origin = position.origin(dot: dot, reach: reach, width: width, fontSize: fontSize, slide: slide)
            let box = LabelMetrics.box(x: origin.x, baseline: origin.baseline, width: width, fontSize: fontSize)
            guard area.contains(box), isFree(box) else { continue }
            placed.append(PlacedLabel(place: candidate, dot: dot, x: origin.x, baseline: origin.baseline,
                                      fontSize: fontSize, bold: major, textBox: box, dotBox: dotBox, drawsDot: drawsDot))
            occupied.append(box.inflated(by: LabelPlacer.spacing))
            if drawsDot { occupied.append(dotBox.inflated(by: LabelPlacer.spacing)) }
            names.insert(name.lowercased())
            return true
        }
        return drawsDot ? placeAsArea(candidate, around: dot) : false
    }

    /// Rings (in pixels from the place) and directions tried for an area label.
    static let areaRings: [Double] = [0, 12, 24, 36, 48]
    static let areaDirections: [(Double, Double)] = [(0, 1), (0, -1), (1, 0), (-1, 0), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)]

    /// A major place (a city a reader orients by) whose dot or label has no room is named as an area,
    /// without a dot: its name centred on the first free spot on rings around it, at most
    /// ``areaRings``'s last radius away. Smaller places are left out instead.
    private mutating func placeAsArea(_ candidate: MapPlaceLabel, around point: PixelPoint) -> Bool {
        guard candidate.population >= majorPopulation else { return false }
        let fontSize = LabelPlacer.majorFontSize
        let width = LabelTextWidth.width(candidate.name, fontSize: fontSize, bold: true)
        let centreOffset = (LabelMetrics.ascent - LabelMetrics.descent) * fontSize / 2
        for radius in Self.areaRings {
            for (dx, dy) in radius == 0 ? [(0, 0)] : Self.areaDirections {
                let centre = PixelPoint(x: point.x + dx * radius, y: point.y + dy * radius)
                let x = centre.x - width / 2, baseline = centre.y + centreOffset
                let box = LabelMetrics.box(x: x, baseline: baseline, width: width, fontSize: fontSize)
                guard area.contains(box), isFree(box) else { continue }
                let none = PixelRect(minX: centre.x, minY: centre.y, maxX: centre.x, maxY: centre.y)
                placed.append(PlacedLabel(place: candidate, dot: centre, x: x, baseline: baseline, fontSize: fontSize,
                                          bold: true, textBox: box, dotBox: none, drawsDot: false))
                occupied.append(box.inflated(by: LabelPlacer.spacing))
                names.insert(candidate.name.lowercased())
                return true
            }
        }
        return false
    }

    static func distance(_ a: PixelPoint, _ b: PixelPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private func isFree(_ box: PixelRect) -> Bool {
        !occupied.contains { $0.intersects(box) }
    }
}

extension PixelRect {
    /// This rectangle grown by `pad` pixels on every side.
    func inflated(by pad: Double) -> PixelRect {
        PixelRect(minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad)
    }
}
