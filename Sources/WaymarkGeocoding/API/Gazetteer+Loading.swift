import Foundation
import WaymarkGeo

extension Gazetteer {
    /// The gazetteer embedded in this module, loaded on first use and shared afterwards.
    ///
    /// - Throws: ``GazetteerError`` when the bundle is damaged (a packaging fault, not a content error).
    package static func embedded() throws(GazetteerError) -> Gazetteer {
        try embeddedGazetteer.get()
    }

    /// Loads a gazetteer from a resource folder laid out as `Resources/README.md` describes.
    package static func load(from directory: URL) throws(GazetteerError) -> Gazetteer {
        func bytes(_ name: String) throws(GazetteerError) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                throw .missingResource(name)
            }
            return [UInt8](data)
        }
        func text(_ name: String) throws(GazetteerError) -> String {
            String(decoding: try bytes(name), as: UTF8.self)
        }
        let timezones = lines(try text("timezones.txt"))
        let admin1Units = try tableRows(try text("admin1.tsv"), resource: "admin1.tsv", columns: 3).map {
            Admin1Unit(countryCode: $0[0], code: $0[1], name: $0[2])
        }
        let countries = try tableRows(try text("countries.tsv"), resource: "countries.tsv", columns: 5).map {
            Country(iso2: $0[0], iso3: $0[1], name: $0[2], capital: $0[3],
                    aliases: $0[4].split(separator: "|").map(String.init))
        }
        let names = lines(try text("place-names.txt"))
        let places = try decodePlaces(try bytes("places.bin"), admin1Count: admin1Units.count,
                                      timezoneCount: timezones.count)
        guard names.count == places.count else {
            throw .corrupt(resource: "place-names.txt", reason: "\(names.count) names for \(places.count) places")
        }
        let index = try NameIndex(decoding: try bytes("name-index.bin"), placeCount: places.count)
        let aliases = try decodeAliases(try text("aliases.tsv"))
        let notes = try decodeNotes(try text("place-notes.tsv"))
        for note in notes where position(ofGeonameID: note.geonameID, in: places) == nil {
            throw .corrupt(resource: "place-notes.tsv", reason: "geonameid \(note.geonameID) is not in the gazetteer")
        }
        return Gazetteer(places: places, names: names, index: index, admin1Units: admin1Units,
                         timezones: timezones, countries: countries, aliases: aliases, notes: notes)
    }

    /// The lines of `text` (LF-separated, a final LF optional), split on UTF-8 bytes: much faster than
    /// `String.split`, which walks grapheme clusters.
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (offset, byte) in bytes.enumerated() where byte == 0x0A {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
                start = offset + 1
            }
            if start < bytes.count {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            }
        }
        return result
    }

    /// Rows of a TSV with a header line; `#` lines are comments.
    fileprivate static func tableRows(_ text: String, resource: String, columns: Int) throws(GazetteerError) -> [[String]] {
        var rows: [[String]] = []
        var sawHeader = false
        for (number, line) in lines(text).enumerated() where !line.hasPrefix("#") && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == columns else {
                throw .corrupt(resource: resource, reason: "line \(number + 1) has \(fields.count) fields, expected \(columns)")
            }
            if sawHeader { rows.append(fields) } else { sawHeader = true }
        }
        return rows
    }

    private static func decodePlaces(_ bytes: [UInt8], admin1Count: Int, timezoneCount: Int) throws(GazetteerError) -> [GazetteerPlace] {
        var reader = VarintReader(bytes, resource: "places.bin")
        try reader.expectMagic("WMGP")
        guard try reader.word() == 1 else { throw .corrupt(resource: reader.resource, reason: "unknown version") }
        let count = try reader.word()
        var places: [GazetteerPlace] = []
        places.reserveCapacity(count)
        var geonameID = 0
        for _ in 0..<count {
            geonameID += try reader.varint()
            let latitude = try reader.signedVarint()
            let longitude = try reader.signedVarint()
            let population = try reader.varint()
            let admin1 = try reader.varint()
            let timezone = try reader.varint()
            guard abs(latitude) <= 9_000_000, abs(longitude) <= 18_000_000, admin1 < admin1Count,
                  timezone < timezoneCount, population <= Int(Int32.max), geonameID <= Int(Int32.max)
            else { throw .corrupt(resource: reader.resource, reason: "record for geonameid \(geonameID) is out of range") }
            places.append(GazetteerPlace(
                geonameID: Int32(geonameID), latitudeE5: Int32(latitude), longitudeE5: Int32(longitude),
                population: Int32(population), admin1: UInt16(admin1), timezone: UInt16(timezone)))
        }
        guard reader.isAtEnd else { throw .corrupt(resource: reader.resource, reason: "trailing bytes") }
        return places
    }

    private static func decodeAliases(_ text: String) throws(GazetteerError) -> [AliasPlace] {
        try tableRows(text, resource: "aliases.tsv", columns: 9).map { (row) throws(GazetteerError) -> AliasPlace in
            guard let latitude = Double(row[4]), let longitude = Double(row[5]),
                  Coordinate.isValid(latitude: latitude, longitude: longitude)
            else { throw .corrupt(resource: "aliases.tsv", reason: "bad coordinate for \(row[0])") }
            return AliasPlace(
                slug: row[0], name: row[1], alsoKnownAs: row[2].split(separator: "|").map(String.init),
                countryCode: row[3], coordinate: Coordinate(latitude: latitude, longitude: longitude),
                timezone: row[6], kind: row[7], source: row[8])
        }
    }
}

extension Gazetteer {
    /// The module bundle's `Resources` folder (for ``load(from:)`` without the shared cache, e.g. in
    /// benchmarks); nil when the bundle is missing.
    package static var embeddedResourceFolder: URL? {
        Bundle.module.url(forResource: "Resources", withExtension: nil)
    }

    fileprivate static func decodeNotes(_ text: String) throws(GazetteerError) -> [PlaceNote] {
        try tableRows(text, resource: "place-notes.tsv", columns: 5).map { (row) throws(GazetteerError) -> PlaceNote in
            guard let geonameID = Int(row[0]), ["yes", "no"].contains(row[3]) else {
                throw .corrupt(resource: "place-notes.tsv", reason: "bad geonameid or prominent value in the row for \(row[1])")
            }
            return PlaceNote(geonameID: geonameID, extraNames: row[2].split(separator: "|").map(String.init),
                             isProminent: row[3] == "yes", source: row[4])
        }
    }
}

/// Loaded once, on first access (Swift initialises globals lazily and thread-safely).
private let embeddedGazetteer: Result<Gazetteer, GazetteerError> = {
    guard let url = Gazetteer.embeddedResourceFolder else {
        return .failure(.missingResource("Resources"))
    }
    return Result { () throws(GazetteerError) in try Gazetteer.load(from: url) }
}()
