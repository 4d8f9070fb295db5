import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Parses every golden case's SVG and checks what a reader and a browser rely on.
@Suite struct SVGStructureTests {
    @Test(arguments: MapFixtures.cases)
    func isAccessibleWellFormedSVG(_ fixture: MapFixtures.Case) throws {
        let scene = fixture.scene()
        let parsed = SVGDocument.parse(scene.svg())
        let root = try #require(parsed.root, "not well-formed: \(String(describing: parsed.error))")
        #expect(root.name == "svg")
        // Links inside role="img" are hidden from assistive technology: a map with links is a group
        // of links, each named; one without is an image.
        let links = root.all.filter { $0.name == "a" }
        #expect(root.attributes["role"] == (links.isEmpty ? "img" : "group"))
        #expect(links.isEmpty == !scene.hasLinks)
        for link in links {
            #expect(!(link.attributes["aria-label"] ?? "").isEmpty, "unnamed link to \(link.attributes["href"] ?? "")")
        }
        let id = scene.options.elementID
        #expect(root.attributes["aria-labelledby"] == "\(id)-title \(id)-desc")
        let title = try #require(root.children.first { $0.name == "title" })
        let desc = try #require(root.children.first { $0.name == "desc" })
        #expect(title.attributes["id"] == "\(id)-title")
        #expect(desc.attributes["id"] == "\(id)-desc")
        #expect(title.text == scene.options.title)
        #expect(!desc.text.isEmpty)
        // The coastline drawn is credited; a view without one says so, in the image and its desc.
        let credit = scene.plannedCoast.credit()
        #expect(root.all.contains { $0.name == "text" && $0.text.hasPrefix(credit) })
        #expect(desc.text.hasSuffix(MapWords.english.noCoastlineSentence) == !scene.drawsBasemap)
        if !scene.drawsBasemap {
            #expect(!root.all.contains { $0.name == "g" && $0.attributes["fill"] == scene.options.style.land })
        }
    }

    /// No count badge covers the landing place's marker (placed without this rule, one lands right
    /// on Södermalm's).
    @Test(arguments: MapFixtures.cases)
    func badgesStayClearOfPlaceAndWaypointMarkers(_ fixture: MapFixtures.Case) throws {
        let scene = fixture.scene()
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let markers = scene.waypoints.map { scene.viewport.pixel(for: $0.coordinate) }
        let badges = root.all.filter { ($0.name == "a" || $0.name == "g") && $0.children.contains { $0.name == "text" }
            && $0.children.contains { $0.name == "circle" } }
        for badge in badges {
            let circle = try #require(badge.children.first { $0.name == "circle" })
            let (cx, cy, r) = (try #require(circle.double("cx")), try #require(circle.double("cy")), try #require(circle.double("r")))
            for marker in markers {
                let gap = ((cx - marker.x) * (cx - marker.x) + (cy - marker.y) * (cy - marker.y)).squareRoot() - r
                #expect(gap >= MapScene.markerClearance - 0.1, "badge at \(cx),\(cy) covers the marker at \(marker.x),\(marker.y)")
            }
        }
    }

    @Test func aBadgeIsPushedStraightAwayFromAMarkerButNotOntoItsLabel() {
        let marker = PixelPoint(x: 100, y: 100)
        func centre(_ x: Double, _ y: Double, width: Double = 640) -> PixelPoint {
            MapScene.badgeCentre(seed: PixelPoint(x: x, y: y), radius: 8, clearOf: [marker], frameWidth: width)
        }
        let below = centre(103, 104)
        #expect(abs(below.x - (100 + 0.6 * 15.5)) < 1e-9 && abs(below.y - (100 + 0.8 * 15.5)) < 1e-9)
        let onTop = centre(100, 100)
        #expect(onTop.x == 100 && abs(onTop.y - (100 - 15.5)) < 1e-9)
        // Up and to the right is where the label is: mirrored downwards. Up-left is free.
        let upRight = centre(103, 96)
        #expect(abs(upRight.x - (100 + 0.6 * 15.5)) < 1e-9 && abs(upRight.y - (100 + 0.8 * 15.5)) < 1e-9)
        let upLeft = centre(97, 96)
        #expect(abs(upLeft.x - (100 - 0.6 * 15.5)) < 1e-9 && abs(upLeft.y - (100 - 0.8 * 15.5)) < 1e-9)
        // Near the right edge the label stands on the left, so up-left is mirrored instead.
        let nearEdge = centre(97, 96, width: 150)
        #expect(abs(nearEdge.y - (100 + 0.8 * 15.5)) < 1e-9)
        #expect(centre(130, 100) == PixelPoint(x: 130, y: 100))
    }

    /// With GSHHG every view draws a coastline, street scale included (a 10 km landing map).
    @Test func everyViewDrawsACoastlineWithGSHHG() throws {
        try #require(Coastlines.standard.isAvailable, "GSHHG is installed by make deps")
        for fixture in MapFixtures.cases {
            #expect(fixture.scene().drawsBasemap, "\(fixture.name)")
        }
        let sodermalm = try #require(MapFixtures.cases.first { $0.name == "landing-sodermalm" }).scene()
        #expect(sodermalm.plannedCoast == .gshhg(.full))
    }

    /// Without GSHHG, street-scale views draw no coastline (Natural Earth would mislead); regional ones do.
    @Test func withoutGSHHGTheBasemapIsLeftOutBelowItsFinestUsefulWidth() {
        let missing = Coastlines(directory: "/nonexistent/gshhg")
        var byName: [String: MapScene] = [:]
        for fixture in MapFixtures.cases {
            var scene = fixture.scene()
            scene.coastlines = missing
            byName[fixture.name] = scene
        }
        for (name, scene) in byName {
            #expect(scene.drawsBasemap == (scene.groundWidth >= BasemapResolution.finestGroundWidth), "\(name)")
            #expect(scene.svg().contains(scene.drawsBasemap ? "Made with Natural Earth" : "No coastline at this scale"), "\(name)")
            #expect(!scene.svg().contains("GSHHG"), "\(name)")
        }
        #expect(byName["landing-sodermalm"]?.drawsBasemap == false)
        #expect(byName.values.contains { $0.drawsBasemap && $0.groundWidth < 1_000_000 }, "a regional view still draws land")
    }

    @Test(arguments: MapFixtures.cases)
    func pinsStandWhereTheViewportProjectsThemAndInsideTheView(_ fixture: MapFixtures.Case) throws {
        let scene = fixture.scene()
        let root = try #require(SVGDocument.parse(scene.svg()).root)
        let width = scene.viewport.size.width
        let height = scene.viewport.size.height
        var byHref: [String: MapPin] = [:]
        for pin in scene.pins { byHref[pin.href ?? ""] = pin }
        var singles = 0
        var clustered = 0
        // A pin or badge: an <a> (with a page) or <g> (without) holding a <title> and a <circle>.
        let marks = root.all.filter { node in
            (node.name == "a" || node.name == "g") && node.children.contains { $0.name == "title" }
                && node.children.contains { $0.name == "circle" }
        }
        for link in marks {
            let circle = try #require(link.children.first { $0.name == "circle" })
            let cx = try #require(circle.double("cx"))
            let cy = try #require(circle.double("cy"))
            #expect((0...width).contains(cx) && (0...height).contains(cy), "pin at \(cx),\(cy) outside \(width)×\(height)")
            if let count = link.children.first(where: { $0.name == "text" }).flatMap({ Int($0.text) }) {
                clustered += count
                continue
            }
            let href = link.attributes["href"] ?? ""
            let pin = try #require(byHref[href], "no input pin links to \(href)")
            let expected = scene.viewport.pixel(for: pin.coordinate)
            #expect(abs(cx - expected.x) <= 0.051 && abs(cy - expected.y) <= 0.051,
                    "\(pin.id) drawn at \(cx),\(cy), projected at \(expected.x),\(expected.y)")
            singles += 1
        }
        #expect(singles + clustered == scene.pins.count, "every pin is drawn alone or counted in a badge")
    }

    @Test func clusterBadgesLinkToTheListOnlyWhenEveryPinHasAPage() throws {
        var pins = MapFixtures.thousandPets
        let withPages = MapFixtures.renderer.landing(MapFixtures.sodermalm, pins: pins, options: MapFixtures.options(
            "l", title: "Pets", listHref: "../pets/"))
        let root = try #require(SVGDocument.parse(withPages).root)
        let badges = root.all.filter { $0.name == "a" && $0.children.contains { $0.name == "text" } }
        #expect(!badges.isEmpty)
        #expect(badges.allSatisfy { $0.attributes["href"] == "../pets/" })

        for index in pins.indices { pins[index].href = nil }
        let withoutPages = MapFixtures.renderer.landing(MapFixtures.sodermalm, pins: pins, options: MapFixtures.options(
            "l", title: "Pets", listHref: "../pets/"))
        let bare = try #require(SVGDocument.parse(withoutPages).root)
        #expect(!bare.all.contains { $0.name == "a" })
    }

    @Test func routeAcrossTheAntimeridianNeverJumpsAcrossTheMap() throws {
        let scene = MapFixtures.cases.first { $0.name == "route-auckland-papeete" }!.scene()
        let frame = MapFrame(scene.viewport)
        let line = frame.pixels(unrolled: try #require(scene.lines.first))
        #expect(line.count > 10)
        for (a, b) in zip(line, line.dropFirst()) {
            #expect(abs(b.x - a.x) < frame.width / 4, "segment jumps from \(a.x) to \(b.x)")
        }
        for p in line {
            #expect(p.x >= 0 && p.x <= frame.width && p.y >= 0 && p.y <= frame.height)
        }
    }

    @Test func fijiViewSpansAFewDegreesNotTheWholeWorld() {
        let scene = MapFixtures.cases.first { $0.name == "overview-fiji-antimeridian" }!.scene()
        #expect(scene.visibleLongitudeSpan < 10)
        #expect(scene.basemapResolution == .medium)
    }

    @Test func everyBasemapPathStaysNearTheView() throws {
        for fixture in MapFixtures.cases {
            let scene = fixture.scene()
            let root = try #require(SVGDocument.parse(scene.svg()).root)
            let land = root.all.filter { $0.name == "path" && $0.attributes["stroke-dasharray"] == nil }
            for path in land {
                let d = try #require(path.attributes["d"])
                for (x, y) in PathReader.points(d).joined() {
                    #expect(x >= -5 && x <= scene.viewport.size.width + 5 && y >= -5 && y <= scene.viewport.size.height + 5,
                            "\(fixture.name): path point \(x),\(y) far outside the view")
                }
            }
        }
    }
}
