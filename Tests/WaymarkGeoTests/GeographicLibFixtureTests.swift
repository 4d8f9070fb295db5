import Foundation
import Testing
@testable import WaymarkGeo

/// Oracle checks against GeographicLib (scripts/geo_fixtures.py → Fixtures/geodesic.csv).
@Suite struct GeographicLibFixtureTests {
    let rows: [FixtureFile.Row]

    init() throws {
        rows = try FixtureFile.rows("geodesic")
    }

    @Test func fixtureCoversEveryCategory() {
        #expect(rows.count >= 500)
        let categories = Set(rows.map(\.label))
        #expect(categories.isSuperset(of: ["world", "short", "north", "south", "antimeridian", "antipodal"]))
    }

    @Test func inverseMatchesToOneMillimetre() {
        for row in rows {
            let v = row.values
            let r = Geodesic.wgs84.inverse(Coordinate(latitude: v[0], longitude: v[1]),
                                           Coordinate(latitude: v[3], longitude: v[4]))
            #expect(abs(r.distance - v[6]) <= 1e-3, "\(row.label) \(v): distance \(r.distance)")
            // Azimuths are undefined for coincident points; GeographicLib's convention is still matched.
            #expect(angleGap(r.initialAzimuth, v[2]) <= 1e-6, "\(row.label) \(v): azi1 \(r.initialAzimuth)")
            #expect(angleGap(r.finalAzimuth, v[5]) <= 1e-6, "\(row.label) \(v): azi2 \(r.finalAzimuth)")
            #expect(r.initialAzimuth > -180 && r.initialAzimuth <= 180)
            #expect(r.finalAzimuth > -180 && r.finalAzimuth <= 180)
        }
    }

    @Test func directMatchesToOneMillimetre() {
        for row in rows {
            let v = row.values
            let d = Geodesic.wgs84.direct(from: Coordinate(latitude: v[0], longitude: v[1]), azimuth: v[2], distance: v[6])
            #expect(abs(d.destination.latitude - v[3]) <= 1e-8 || (abs(v[3]) == 90 && abs(d.destination.latitude - v[3]) <= 1e-7),
                    "\(row.label) \(v): lat2 \(d.destination.latitude)")
            // At a pole the longitude is meaningless; elsewhere 1e-8° is about a millimetre.
            if abs(v[3]) < 89.999 {
                #expect(angleGap(d.destination.longitude, v[4]) <= 1e-8 / max(0.01, cos(v[3] * .pi / 180)),
                        "\(row.label) \(v): lon2 \(d.destination.longitude)")
                #expect(angleGap(d.finalAzimuth, v[5]) <= 1e-6, "\(row.label) \(v): azi2 \(d.finalAzimuth)")
            }
            #expect(d.destination.longitude >= -180 && d.destination.longitude <= 180)
            let miss = Geodesic.wgs84.distance(d.destination, Coordinate(latitude: v[3], longitude: v[4]))
            #expect(miss <= 1e-3, "\(row.label) \(v): destination \(miss) m from GeographicLib's")
        }
    }
}
