import Foundation
import Testing
@testable import WaymarkGeo

@Suite struct MapViewportTests {
    let size = PixelSize(width: 800, height: 600)

    @Test(arguments: [
        GeoBounds(west: -10, south: 40, east: 10, north: 55),
        GeoBounds(west: 177, south: -19, east: -178, north: -16),   // Fiji, crossing the antimeridian
        GeoBounds(west: -180, south: -60, east: 180, north: 75),
        GeoBounds(west: 5, south: 60, east: 30, north: 70),
    ])
    func fittedBoundsLieInsideTheMarginsAndTouchOneSide(bounds: GeoBounds) {
        let margins = PixelInsets(top: 30, right: 20, bottom: 10, left: 40)
        let v = MapViewport.fit(bounds, size: size, margins: margins, rule: .standard)
        let nw = v.pixel(for: c(bounds.north, bounds.west)), se = v.pixel(for: c(bounds.south, bounds.east))
        let tol = 1e-6
        #expect(nw.x >= margins.left - tol && nw.y >= margins.top - tol, "\(nw)")
        #expect(se.x <= size.width - margins.right + tol && se.y <= size.height - margins.bottom + tol, "\(se)")
        if bounds.longitudeSpan == 360 {
            #expect(abs(v.zoom - log2((size.width - margins.left - margins.right) / 256)) < 1e-12)
            return
        }
        let touchesX = abs(nw.x - margins.left) < 1e-6 && abs(se.x - (size.width - margins.right)) < 1e-6
        let touchesY = abs(nw.y - margins.top) < 1e-6 && abs(se.y - (size.height - margins.bottom)) < 1e-6
        #expect(touchesX || touchesY)
    }

    @Test func singlePointUsesTheRuleSpanAndEmptyUsesTheEmptyView() {
        let p = c(43.542, 6.95348)
        let v = MapViewport.fit(GeoBounds.enclosing([p]), size: size, margins: .zero, rule: .seedApp)
        #expect(abs(v.center.latitude - p.latitude) < 1e-9 && abs(v.center.longitude - p.longitude) < 1e-9)
        // 1° of longitude (seed rule) fills at most the width.
        let west = v.pixel(for: c(p.latitude, p.longitude - 0.5)), east = v.pixel(for: c(p.latitude, p.longitude + 0.5))
        #expect(east.x - west.x <= size.width + 1e-6)
        let empty = MapViewport.fit(nil, size: size, margins: .zero, rule: .seedApp)
        let expected = MapViewport.fit(FitRule.inhabitedWorld, size: size, margins: .zero, rule: FitRule(singlePointSpan: 1, emptyView: FitRule.inhabitedWorld, paddingFactor: 1, minimumSpan: 0))
        #expect(empty == expected)
    }

    @Test func seedRulePadsSpanByFortyPercentWithOneDegreeMinimum() {
        let small = GeoBounds(west: 0, south: 0, east: 0.2, north: 0.2)
        let v = MapViewport.fit(small, size: PixelSize(width: 500, height: 1000), margins: .zero, rule: .seedApp)
        let a = v.pixel(for: c(0.1, -0.4)), b = v.pixel(for: c(0.1, 0.6))
        #expect(abs((b.x - a.x) - 500) < 1e-6)  // 1° minimum fills the square image
        let big = GeoBounds(west: 0, south: 0, east: 10, north: 1)
        let w = MapViewport.fit(big, size: PixelSize(width: 500, height: 1000), margins: .zero, rule: .seedApp)
        let l = w.pixel(for: c(0.5, -2)), r = w.pixel(for: c(0.5, 12))
        #expect(abs((r.x - l.x) - 500) < 1e-6)  // 10° × 1.4 = 14°
    }

    @Test func pixelChoosesNearestWorldCopyAndRoundTrips() {
        let v = MapViewport(center: c(-17, 179), zoom: 5, size: size)
        let east = v.pixel(for: c(-17, -179)), west = v.pixel(for: c(-17, 177))
        #expect(east.x > size.width / 2 && west.x < size.width / 2)
        for (x, y) in [(0.0, 0.0), (400.0, 300.0), (799.0, 599.0)] {
            let p = v.pixel(for: v.coordinate(atX: x, y: y))
            #expect(abs(p.x - x) < 1e-6 && abs(p.y - y) < 1e-6)
        }
        #expect(v.visibleBounds.crossesAntimeridian)
        #expect(abs(v.metresPerPixel(atLatitude: 0) - 2 * Double.pi * 6_378_137 / (256 * 32)) < 1e-9)
        #expect(MapViewport(center: c(0, 0), zoom: 0, size: PixelSize(width: 512, height: 512)).visibleBounds.longitudeSpan == 360)
    }
}
