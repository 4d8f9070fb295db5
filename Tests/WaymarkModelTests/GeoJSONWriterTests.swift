import Testing
import WaymarkCore
import WaymarkGeo
import WaymarkModel

/// The direct GeoJSON writer behind `GeoJSONFeatureCollection.encoded()` gives exactly the bytes of
/// Foundation's `JSONEncoder` (``SortedJSON``), which it replaced for speed.
@Suite struct GeoJSONWriterTests {
    /// Numbers JSONEncoder writes in every form: integral, tiny (exponent), huge, negative zero.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 100, 0.1, 0.5, 1e-6, -1e-6, 2.5e-7, 0.0001, 0.001, 123_456_789.123456, 1e15, 1e16, 1e21,
        12_345_678_901_234_567_168, 0.30000000000000004, .leastNonzeroMagnitude, 1.7976931348623157e308, 179.999999, -180, 85.051129,
    ]

    static let texts = [
        "", "plain", "Place \"quoted\" \\ back/slash", "line\nbreak\ttab\r\u{8}\u{C}", "\u{0}\u{1}\u{1A}\u{1F}\u{7F}",
        "é Ω 😀 \u{2028}\u{2029}", "https://example.org/a/b?c=d&e", "<script>",
    ]

    @Test func randomCollectionsMatchJSONEncoder() throws {
        var random = SeededGenerator(seed: 16)
        for round in 0..<400 {
            let collection = Self.collection(&random, features: round % 7)
            let direct = try collection.encoded()
            let reference = try SortedJSON.encode(collection)
            #expect(direct == reference, "round \(round): \(String(decoding: direct, as: UTF8.self)) ≠ \(String(decoding: reference, as: UTF8.self))")
        }
    }

    @Test func everyNumberAndTextMatchesJSONEncoder() throws {
        var properties: [String: GeoJSONValue] = [:]
        for (index, number) in Self.numbers.enumerated() { properties["n\(index)"] = .number(number) }
        for (index, text) in Self.texts.enumerated() { properties[text.isEmpty ? "t\(index)" : text] = .text(text) }
        properties["nan"] = .number(.nan)
        properties["infinity"] = .number(-.infinity)
        properties["max"] = .integer(.max)
        properties["min"] = .integer(.min)
        properties["yes"] = .flag(true)
        properties["no"] = .flag(false)
        properties["nothing"] = .null
        // Coordinates of every form that rounds to a finite value (1.8e308 × 10⁶ does not: that one throws, below).
        let points = Self.numbers.filter { abs($0) < 1e300 }.map { Coordinate(latitude: max(-90, min(90, $0)), longitude: $0) }
        let collection = GeoJSONFeatureCollection(features: [
            GeoJSONFeature(id: "all", geometry: .lineString(points), properties: properties),
            GeoJSONFeature(id: nil, geometry: nil),
        ])
        #expect(try collection.encoded() == SortedJSON.encode(collection))
    }

    @Test func keysSortByTheirUTF8Bytes() throws {
        let keys = ["b", "B", "a_", "aZ", "ab", "a10", "a9", "_x", "A", "é", "z", "Ω", "a-b", "a.b", "radius", "radiusNM"]
        let properties = Dictionary(uniqueKeysWithValues: keys.map { ($0, GeoJSONValue.integer($0.utf8.count)) })
        let collection = GeoJSONFeatureCollection(features: [GeoJSONFeature(id: "k", geometry: nil, properties: properties)])
        let text = String(decoding: try collection.encoded(), as: UTF8.self)
        #expect(text.hasPrefix("{\"features\":[{\"geometry\":null,\"id\":\"k\",\"properties\":{\"A\":1,\"B\":1,\"_x\":2,\"a-b\":3,\"a.b\":3,\"a10\":3,\"a9\":2,\"aZ\":2,\"a_\":2,\"ab\":2,\"b\":1,\"radius\":6,\"radiusNM\":8,\"z\":1,\"é\":2,\"Ω\":2}"))
        #expect(try collection.encoded() == SortedJSON.encode(collection))
    }

    /// A coordinate JSON cannot hold fails as it did through JSONEncoder, instead of writing `nan`.
    @Test func nonFiniteCoordinateStillThrows() {
        let collection = GeoJSONFeatureCollection(features: [
            GeoJSONFeature(id: "bad", geometry: .point(Coordinate(latitude: .nan, longitude: 0))),
        ])
        #expect(throws: (any Error).self) { try collection.encoded() }
    }

    static func collection(_ random: inout SeededGenerator, features: Int) -> GeoJSONFeatureCollection {
        GeoJSONFeatureCollection(features: (0..<features).map { _ in feature(&random) })
    }

    static func feature(_ random: inout SeededGenerator) -> GeoJSONFeature {
        var properties: [String: GeoJSONValue] = [:]
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let key = texts.randomElement(using: &random).map { $0 + String(Int.random(in: 0...99, using: &random)) } ?? "k"
            let value: GeoJSONValue
            switch Int.random(in: 0...4, using: &random) {
            case 0: value = .text(texts.randomElement(using: &random) ?? "")
            case 1: value = .number(number(&random))
            case 2: value = .integer(Int.random(in: -1_000_000...1_000_000, using: &random))
            case 3: value = .flag(Bool.random(using: &random))
            default: value = .null
            }
            properties[key] = value
        }
        let id: String? = Bool.random(using: &random) ? "id-\(Int.random(in: 0...999, using: &random))" : nil
        return GeoJSONFeature(id: id, geometry: geometry(&random), properties: properties)
    }

    static func geometry(_ random: inout SeededGenerator) -> GeoJSONGeometry? {
        func point() -> Coordinate {
            Coordinate(latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -180...180, using: &random))
        }
        func line() -> [Coordinate] { (0..<Int.random(in: 0...5, using: &random)).map { _ in point() } }
        switch Int.random(in: 0...5, using: &random) {
        case 0: return .point(point())
        case 1: return .lineString(line())
        case 2: return .multiLineString([line(), line()])
        case 3: return .polygon([line()])
        case 4: return .multiPolygon([[line()], [line(), line()]])
        default: return nil
        }
    }

    /// A number from every order of magnitude JSON writes differently, or one of ``numbers``.
    static func number(_ random: inout SeededGenerator) -> Double {
        if Bool.random(using: &random) { return numbers.randomElement(using: &random) ?? 0 }
        let magnitude = Double.random(in: -9...22, using: &random)
        let value = Double.random(in: 1...10, using: &random) * pow10(magnitude.rounded(.down))
        return Bool.random(using: &random) ? value : -value
    }

    static func pow10(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<Int(abs(exponent)) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}
