import WaymarkCore
import WaymarkModel

/// Types one raw record as a ``Charter`` (fields: Content/data/README.md), reporting every bad field.
enum CharterDecoder {
    /// The fields a charter must have: a CSV header without one of them is an error.
    static let requiredFields = ["id", "name"]
    /// The fields a charter may have, in the order shown in messages.
    static let fields = ["id", "name", "boat", "vesselType", "captain", "destination", "latitude", "longitude",
                         "placeId", "region", "start", "end", "visibility", "berths", "tags", "description"]

    /// The charter, or `nil` when a required field is missing or invalid; problems in both cases.
    /// `checkUnknownFields` is false for CSV, whose header is checked once per file instead.
    static func decode(_ record: RawRecord, checkUnknownFields: Bool) -> (Charter?, [Diagnostic]) {
        var f = RecordFields(record, kind: "charter", knownFields: checkUnknownFields ? fields : nil)
        let rawID = f.required("id", id: nil)
        let id = f.identifier("id", value: rawID)
        let name = f.required("name", id: rawID)
        let coordinate = f.coordinate()
        let start = f.date("start")
        let end = f.date("end")
        if let start, let end, end < start {
            f.problems.append(.error("end \(end) is before start \(start)", at: f.location(of: "end")))
        }
        var visibility = CharterVisibility.public
        if let text = f.text("visibility") {
            if let v = CharterVisibility(rawValue: text.lowercased()) {
                visibility = v
            } else {
                f.problems.append(.error("unknown visibility \"\(text)\": expected \(CharterVisibility.expectedValues)",
                                         at: f.location(of: "visibility")))
            }
        }
        let berths = f.count("berths")
        let tags = f.tags("tags")
        let destination = f.text("destination")
        var charter = Charter(
            id: id ?? "", name: name ?? "", boat: f.text("boat"), vesselType: f.folderName("vesselType"),
            captain: f.text("captain"), destination: destination, coordinate: coordinate,
            placeId: f.text("placeId"), region: f.folderName("region"), start: start, end: end,
            visibility: visibility, berths: berths, tags: tags, description: f.markdown("description"),
            location: record.location, destinationLocation: destination == nil ? nil : f.location(of: "destination"))
        guard id != nil, name != nil else { return (nil, f.problems) }
        charter.descriptions = f.variants(of: "description")
        return (charter, f.problems)
    }
}
