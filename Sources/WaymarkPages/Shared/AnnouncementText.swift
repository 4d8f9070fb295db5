import Foundation
import WaymarkCore
import WaymarkModel
import WaymarkTheme

/// How an announcement is named and described on pages, cards and feeds, in the site's words.
enum AnnouncementText {
    /// `Lost`, `Found`, `Closed`.
    static func status(_ status: AnnouncementStatus, words: SiteWords = .english) -> String {
        switch status {
        case .lost: words.text("announcement.lost")
        case .found: words.text("announcement.found")
        case .closed: words.text("announcement.closed")
        }
    }

    /// The species as given, or the catalogue's word for a pet.
    static func species(_ a: Announcement, words: SiteWords = .english) -> String {
        a.species.map { $0.isEmpty ? words.text("announcement.pet") : $0 } ?? words.text("announcement.pet")
    }

    /// `Lost cat: Mimi`, `Found dog`, `Closed: cat Mimi`.
    static func title(_ a: Announcement, words: SiteWords = .english) -> String {
        var values = ["status": status(a.status, words: words), "species": species(a, words: words)]
        if let name = a.petName { values["name"] = name }
        switch (a.status, a.petName) {
        case (.closed, nil): return words.text("announcement.title_closed_unnamed", values)
        case (.closed, _?): return words.text("announcement.title_closed", values)
        case (_, nil): return words.text("announcement.title_unnamed", values)
        case (_, _?): return words.text("announcement.title", values)
        }
    }

    /// `Last seen 2 June 2026` (lost), `Found 2 June 2026`, or nil without a date.
    static func dateLabel(_ a: Announcement, words: SiteWords = .english) -> String? {
        guard let date = a.date else { return nil }
        return words.text(a.status == .found ? "announcement.found_on" : "announcement.last_seen", ["date": words.date(date)])
    }

    /// One sentence for feeds: `Lost cat Mimi, tabby, last seen 2 June 2026 near Bondegatan 12.`
    static func summary(_ a: Announcement, words: SiteWords = .english) -> String {
        var head = ["status": status(a.status, words: words), "species": a.species ?? words.text("announcement.pet")]
        head["name"] = a.petName
        var parts = [words.text(a.petName == nil ? "announcement.summary_head_unnamed" : "announcement.summary_head", head)]
        if let breed = a.breed { parts.append(breed) }
        if let color = a.color { parts.append(color) }
        if let date = dateLabel(a, words: words) { parts.append(date.prefix(1).lowercased() + date.dropFirst()) }
        let text = parts.joined(separator: ", ")
        if let address = a.address { return words.text("announcement.summary_near", ["text": text, "address": address]) }
        return text + "."
    }

    /// `Where Mimi was last seen`, `Where the dog was found`.
    static func mapTitle(_ a: Announcement, words: SiteWords = .english) -> String {
        let name = a.petName ?? words.text("announcement.the_species", ["species": a.species ?? words.text("announcement.pet")])
        return words.text(a.status == .found ? "announcement.where_found" : "announcement.where_last_seen", ["name": name])
    }

    /// The photo for `src`: a URL with a scheme or a `//host` one as given, a site path made
    /// relative with `rootPrefix`. The loader has refused every scheme but `http:`, `https:`,
    /// `mailto:` and `tel:` (``URLReference``), so nothing is dropped here.
    static func photoURL(_ photo: String?, rootPrefix: String) -> String? {
        guard let photo = photo?.trimmingCharacters(in: .whitespaces), !photo.isEmpty else { return nil }
        if URLReference(photo).isExternal { return photo }
        return rootPrefix + (photo.hasPrefix("/") ? String(photo.dropFirst()) : photo)
    }
}
