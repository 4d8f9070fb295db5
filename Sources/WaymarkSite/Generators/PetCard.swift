import WaymarkModel

/// The variables of one announcement as a card or a row: photo, status badge, species, name, date
/// and distance, with links relative to the page at `from`.
enum PetCard {
    static func variables(_ a: Announcement, distance: Double?, catalog: PetCatalog, from: String) -> [String: Any] {
        var values: [String: Any] = [
            "id": a.id, "title": AnnouncementText.title(a), "status": a.status.rawValue,
            "statusLabel": AnnouncementText.status(a.status),
            "url": SiteLink.relative(from: from, to: PetCatalog.announcementPath(a.id)),
            "name": a.petName ?? "Name unknown", "species": a.species ?? "pet",
        ]
        if let distance { values["distance"] = RecordText.distance(distance) }
        if let date = a.date {
            values["date"] = date.description
            values["dateLabel"] = AnnouncementText.dateLabel(a) ?? ""
        }
        if let breed = a.breed { values["breed"] = breed }
        if let color = a.color { values["color"] = color }
        if let photo = AnnouncementText.photoURL(a.photo, rootPrefix: SiteLink.rootPrefix(from: from)) {
            values["photo"] = photo
            values["photoAlt"] = "Photo of \(a.petName ?? "the \(a.species ?? "pet")")"
        }
        return values
    }
}
