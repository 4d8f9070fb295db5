import WaymarkMarkdown
import WaymarkModel
import WaymarkTheme

/// The variables of one announcement as a card or a row: photo, status badge, species, name, date
/// and distance, with links relative to the page at `from`.
enum PetCard {
    static func variables(_ a: Announcement, distance: Double?, catalog: PetCatalog, from: String, words: SiteWords) -> [String: Any] {
        var values: [String: Any] = [
            "id": a.id, "title": AnnouncementText.title(a, words: words), "status": a.status.rawValue,
            "statusLabel": AnnouncementText.status(a.status, words: words),
            "url": SiteLink.relative(from: from, to: PetCatalog.announcementPath(a.id)),
            "name": a.petName ?? words.text("announcement.name_unknown"), "species": AnnouncementText.species(a, words: words),
        ]
        if let distance {
            values["distance"] = RecordText.distance(distance, words: words)
            values["distanceAway"] = words.text("page.away", ["distance": RecordText.distance(distance, words: words)])
        }
        if let date = a.date {
            values["date"] = date.description
            values["dateLabel"] = AnnouncementText.dateLabel(a, words: words) ?? ""
            values["dateText"] = words.date(date)
        }
        if let breed = a.breed { values["breed"] = breed }
        if let color = a.color { values["color"] = color }
        if let photo = AnnouncementText.photoURL(a.photo, rootPrefix: SiteLink.rootPrefix(from: from)) {
            values["photo"] = photo
            values["photoAlt"] = a.petName.map { words.text("announcement.photo_of", ["name": $0]) }
                ?? words.text("announcement.photo_of_species", ["species": AnnouncementText.species(a, words: words)])
        }
        return values
    }
}
