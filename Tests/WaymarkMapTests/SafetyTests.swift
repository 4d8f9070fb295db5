import Foundation
import Testing
import WaymarkGeo
@testable import WaymarkMap

/// Escaping of everything from data (the escaper itself: WaymarkCoreTests), and byte-identical output.
@Suite struct SafetyTests {
    @Test func scriptLabelsHrefsAndTitlesNeverReachTheSVGRaw() throws {
        let evil = "<script>alert('x')</script>"
        let pin = MapPin(id: evil, coordinate: MapFixtures.c(59.31, 18.07), label: evil,
                         href: "../pets/\"><script>x</script>/", category: evil)
        var options = MapFixtures.options("\"><script>", title: evil, listHref: "a\"b")
        options.description = evil
        let place = MapPlace(name: evil, coordinate: MapFixtures.c(59.3128, 18.0649))
        for svg in [
            MapFixtures.renderer.landing(place, pins: [pin, pin], options: options),
            MapFixtures.renderer.overview([pin], options: options),
            MapFixtures.renderer.route([MapWaypoint(code: evil, coordinate: pin.coordinate)], airports: [pin], options: options),
        ] {
            #expect(!svg.contains("<script"))
            let root = try #require(SVGDocument.parse(svg).root)
            #expect(root.all.contains { $0.name == "title" && $0.text.contains(evil) })
            #expect(!root.all.contains { $0.name == "script" })
            #expect(root.attributes["aria-labelledby"] == "m---script--title m---script--desc")
        }
    }

    @Test func styleStringsFromConfigurationAreEscapedToo() throws {
        var options = MapFixtures.options("s", title: "S")
        options.style.sea = "#fff\"/><script>x</script><rect fill=\""
        options.style.fontFamily = "A\" onload=\"alert(1)"
        let svg = MapFixtures.renderer.overview(MapFixtures.fiji, options: options)
        #expect(!svg.contains("<script"))
        let root = try #require(SVGDocument.parse(svg).root)
        #expect(root.attributes["font-family"] == "A\" onload=\"alert(1)")
        #expect(root.attributes["onload"] == nil)
    }

    @Test(arguments: MapFixtures.cases)
    func identicalInputGivesIdenticalBytes(_ fixture: MapFixtures.Case) {
        #expect(fixture.scene().svg() == fixture.scene().svg())
    }

    @Test func pinOrderDoesNotChangeTheMap() {
        let options = MapFixtures.options("order", title: "Pets")
        let forward = MapFixtures.renderer.landing(MapFixtures.sodermalm, pins: MapFixtures.thousandPets, options: options)
        let reversed = MapFixtures.renderer.landing(MapFixtures.sodermalm, pins: MapFixtures.thousandPets.reversed(), options: options)
        #expect(forward == reversed)
    }

    @Test func concurrentRendersAgree() async {
        let expected = MapFixtures.renderer.overview(MapFixtures.mediterranean, options: MapFixtures.options("c", title: "C"))
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { MapRenderer().overview(MapFixtures.mediterranean, options: MapFixtures.options("c", title: "C")) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test(arguments: [("landing-1000", 150_000), ("thumb", 40_000)])
    func staysSmall(_ id: String, _ limit: Int) {
        let svg = id == "thumb"
            ? MapFixtures.renderer.thumbnail(MapFixtures.santorini, options: MapFixtures.options(id, 240, 160, title: "T"))
            : MapFixtures.renderer.landing(MapFixtures.sodermalm, pins: MapFixtures.thousandPets,
                                           options: MapFixtures.options(id, title: "L"))
        #expect(svg.utf8.count < limit)
    }

    @Test func numbersHaveOneDecimalAtMost() {
        var buffer = SVGBuffer()
        for value in [0.0, 0.04, 0.05, -0.05, 12.34, -12.36, 100, 1e20, .nan] {
            buffer.append(pixel: value)
            buffer.append(" ")
        }
        #expect(buffer.text == "0 0 0.1 -0.1 12.3 -12.4 100 100000000000 0 ")
    }
}
