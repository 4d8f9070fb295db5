import Testing
import WaymarkGeo
@testable import WaymarkGeocoding

/// `Gazetteer.populousPlaces(in:limit:)`, the candidates of map place labels, against a brute-force
/// scan of every place.
@Suite struct PopulousPlacesTests {
    @Test(arguments: [
        GeoBounds(west: 17.68, south: 59.20, east: 18.34, north: 59.42),   // Södermalm, 10 km
        GeoBounds(west: -6, south: 34, east: 28, north: 46),               // the Mediterranean
        GeoBounds(west: 178.6, south: -17.5, east: -179.2, north: -16.2),  // Taveuni, across 180°
        GeoBounds(west: -20, south: 70, east: 40, north: 85.05),           // the Arctic
    ])
    func matchesABruteForceScan(_ bounds: GeoBounds) throws {
        let gazetteer = try TestGazetteer.shared()
        for limit in [1, 5, 256] {
            let expected = gazetteer.places.indices
                .filter { bounds.contains(gazetteer.places[$0].coordinate) }
                .sorted { a, b in
                    let pa = gazetteer.places[a].population, pb = gazetteer.places[b].population
                    return pa != pb ? pa > pb : gazetteer.places[a].geonameID < gazetteer.places[b].geonameID
                }
                .prefix(limit).map { "geonames:\(gazetteer.places[$0].geonameID)" }
            #expect(gazetteer.populousPlaces(in: bounds, limit: limit).map(\.id) == Array(expected), "\(bounds) \(limit)")
        }
    }

    /// The labels the maps take are the full results' id, name, position and population, in order.
    @Test(arguments: [
        GeoBounds(west: 17.68, south: 59.20, east: 18.34, north: 59.42),
        GeoBounds(west: -6, south: 34, east: 28, north: 46),
        GeoBounds(west: 178.6, south: -17.5, east: -179.2, north: -16.2),
        GeoBounds.world,
    ])
    func labelsAreTheFullResultsFields(_ bounds: GeoBounds) throws {
        let gazetteer = try TestGazetteer.shared()
        for limit in [0, 1, 12, 300] {
            let full = gazetteer.populousPlaces(in: bounds, limit: limit)
            let labels = gazetteer.populousPlaceLabels(in: bounds, limit: limit)
            #expect(labels.count == full.count)
            for (label, place) in zip(labels, full) {
                #expect(label.id == place.id && label.name == place.name && label.population == place.population)
                #expect(label.coordinate == place.coordinate)
            }
        }
    }

    @Test func stockholmLeadsAroundSodermalm() throws {
        let names = try TestGazetteer.shared()
            .populousPlaces(in: GeoBounds(west: 17.68, south: 59.20, east: 18.34, north: 59.42), limit: 40).map(\.name)
        #expect(names.first == "Stockholm")
        for name in ["Solna", "Nacka", "Lidingö"] { #expect(names.contains(name), "\(names)") }
        #expect(try TestGazetteer.shared().populousPlaces(in: .world, limit: 0).isEmpty)
    }
}
