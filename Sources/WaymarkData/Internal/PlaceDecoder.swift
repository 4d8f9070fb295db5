import WaymarkCore
import WaymarkModel

/// Types one raw record of `places.yml` as a ``Place`` (fields: Content/data/README.md), reporting every bad field.
enum PlaceDecoder {
    /// The fields a place may have, in the order shown in messages.
    static let fields = ["name", "slug", "latitude", "longitude", "query", "radiusKm", "kind"]

    /// The place, or `nil` when its name, slug or location is missing or invalid.
    static func decode(_ record: RawRecord) -> (Place?, [Diagnostic]) {
        var f = RecordFields(record, kind: "place", knownFields: fields)
        let name = f.required("name", id: nil)
        var slug: String?
        if let given = f.text("slug") {
            slug = f.identifier("slug", value: given)
        } else if let name {
            slug = PlaceDecoder.slug(from: name)
            if slug?.isEmpty ?? true {
                f.problems.append(.error("place \"\(name)\" needs a slug: its name has no letters or digits to make one from",
                                         at: record.location))
                slug = nil
            } else if let made = slug, let problem = FileNameLimit.problem(made) {
                f.problems.append(.error("the slug made from the place's name \"\(made.prefix(40))…\" \(problem): give a shorter slug",
                                         at: f.location(of: "name")))
                slug = nil
            }
        }
        let coordinate = f.coordinate()
        let query = f.text("query")
        var radius = f.positiveNumber("radiusKm", unitExample: "kilometres such as 10")
        if let km = radius, km * 1_000 > Length.maximumMetres {
            f.problems.append(.error("radiusKm \"\(f.text("radiusKm") ?? String(km))\" is larger than half the Earth's circumference: expected at most 20037.5 kilometres",
                                     at: f.location(of: "radiusKm")))
            radius = nil
        }
        let hadCoordinateFields = f.field("latitude") != nil || f.field("longitude") != nil
        if coordinate == nil, query == nil, !hadCoordinateFields, let name {
            f.problems.append(.error("place \"\(name)\" has neither latitude/longitude nor query: give one of them",
                                     at: record.location))
        }
        guard let name, let slug, coordinate != nil || query != nil else { return (nil, f.problems) }
        let place = Place(name: name, slug: slug, coordinate: coordinate, query: query,
                          radiusKm: radius ?? Place.defaultRadiusKm, kind: f.text("kind"), location: record.location,
                          queryLocation: query == nil ? nil : f.location(of: "query"))
        return (place, f.problems)
    }

    /// A slug from a name: diacritics removed, lower-cased, runs of other characters made one hyphen,
    /// e.g. "Lyon Presqu'île" → `lyon-presqu-ile`.
    static func slug(from name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var out = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return out
    }
}

import Foundation
