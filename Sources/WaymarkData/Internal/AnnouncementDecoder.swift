import WaymarkModel

/// Types one raw record as an ``Announcement`` (fields: Content/data/README.md), reporting every bad field.
enum AnnouncementDecoder {
    /// The fields an announcement must have: a CSV header without one of them is an error.
    static let requiredFields = ["id", "status"]
    /// The fields an announcement may have, in the order shown in messages.
    static let fields = ["id", "status", "species", "petName", "breed", "color", "date", "latitude", "longitude",
                         "address", "photo", "contact", "description"]

    /// The announcement, or `nil` when `id` or `status` is missing or invalid; problems in both cases.
    static func decode(_ record: RawRecord, checkUnknownFields: Bool) -> (Announcement?, [Diagnostic]) {
        var f = RecordFields(record, kind: "announcement", knownFields: checkUnknownFields ? fields : nil)
        let rawID = f.required("id", id: nil)
        let id = f.identifier("id", value: rawID)
        var status: AnnouncementStatus?
        if let text = f.required("status", id: rawID) {
            status = AnnouncementStatus(text: text)
            if status == nil {
                f.problems.append(.error("unknown status \"\(text)\": expected \(AnnouncementStatus.expectedValues)",
                                         at: f.location(of: "status")))
            }
        }
        let coordinate = f.coordinate()
        let date = f.date("date")
        let address = f.text("address")
        guard let id, let status else { return (nil, f.problems) }
        var announcement = Announcement(
            id: id, status: status, species: f.text("species"), petName: f.text("petName"), breed: f.text("breed"),
            color: f.text("color"), date: date, coordinate: coordinate, address: address, photo: f.url("photo"),
            contact: f.url("contact"), description: f.markdown("description"), location: record.location,
            addressLocation: address == nil ? nil : f.location(of: "address"))
        announcement.descriptions = f.variants(of: "description")
        return (announcement, f.problems)
    }
}
