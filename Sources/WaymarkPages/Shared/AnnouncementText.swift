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

    /// The species in the site's words (`cat` → `chat`), or the catalogue's word for a pet when it
    /// has none.
    static func species(_ a: Announcement, words: SiteWords = .english) -> String {
        a.species.map { $0.isEmpty ? words.text("announcement.pet") : speciesWord($0, words: words) } ?? words.text("announcement.pet")
    }

    /// A species from the data in the site's words: a species the catalogue names
    /// (`announcement.species_names`, matched ignoring case, `guinea pig` and `guinea-pig` as
    /// `guinea_pig`) takes its word, any other is shown as written.
    static func speciesWord(_ species: String, words: SiteWords = .english) -> String {
        words.catalogue.texts["announcement.species_names." + speciesKey(species)] ?? species
    }

    /// The key a species is known by: trimmed, lower-cased, spaces and hyphens as `_`
    /// (`Guinea pig`, `guinea-pig` → `guinea_pig`); the catalogue's `announcement.species_names`
    /// and the pet filters' groups both use it.
    static func speciesKey(_ species: String) -> String {
        String(species.trimmed.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 })
    }

    /// What lists and maps call the announcement: the pet's name, else its species in the site's
    /// words, else its id (``WaymarkModel/Announcement/displayName`` in words).
    static func name(_ a: Announcement, words: SiteWords = .english) -> String {
        a.petName ?? a.species.map { speciesWord($0, words: words) } ?? a.id
    }

    /// The feed tags of an announcement: its status and species in the site's words.
    static func tags(_ a: Announcement, words: SiteWords = .english) -> [String] {
        [words.catalogue.texts["query.statuses." + a.status.rawValue] ?? a.status.rawValue] + (a.species.map { [speciesWord($0, words: words)] } ?? [])
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
        var head = ["status": status(a.status, words: words), "species": species(a, words: words)]
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
        let name = a.petName ?? words.text("announcement.the_species", ["species": species(a, words: words)])
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
