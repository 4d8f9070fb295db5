import Foundation
import WaymarkModel

/// How an announcement is named and described on pages, cards and feeds.
enum AnnouncementText {
    /// `Lost`, `Found`, `Closed`.
    static func status(_ status: AnnouncementStatus) -> String {
        switch status {
        case .lost: "Lost"
        case .found: "Found"
        case .closed: "Closed"
        }
    }

    /// `Lost cat: Mimi`, `Found dog`, `Closed: lost cat Mimi`.
    static func title(_ a: Announcement) -> String {
        let species = a.species.map { $0.isEmpty ? "pet" : $0 } ?? "pet"
        let name = a.petName.map { ": \($0)" } ?? ""
        switch a.status {
        case .lost, .found: return "\(status(a.status)) \(species)\(name)"
        case .closed: return "Closed: \(species)\(a.petName.map { " \($0)" } ?? "")"
        }
    }

    /// `Last seen 2 June 2026` (lost), `Found 2 June 2026`, or nil without a date.
    static func dateLabel(_ a: Announcement) -> String? {
        guard let date = a.date else { return nil }
        return a.status == .found ? "Found \(date.displayText)" : "Last seen \(date.displayText)"
    }

    /// One sentence for feeds: `Lost cat Mimi, tabby, last seen 2 June 2026 near Bondegatan 12.`
    static func summary(_ a: Announcement) -> String {
        var parts = ["\(status(a.status)) \(a.species ?? "pet")\(a.petName.map { " \($0)" } ?? "")"]
        if let breed = a.breed { parts.append(breed) }
        if let color = a.color { parts.append(color) }
        if let date = dateLabel(a) { parts.append(date.prefix(1).lowercased() + date.dropFirst()) }
        var text = parts.joined(separator: ", ")
        if let address = a.address { text += " near \(address)" }
        return text + "."
    }

    /// A photo reference safe for `src`: an `http(s)` URL as given, a site path made relative with
    /// `rootPrefix`; anything else (another scheme such as `javascript:`) is dropped.
    static func photoURL(_ photo: String?, rootPrefix: String) -> String? {
        guard let photo = photo?.trimmingCharacters(in: .whitespaces), !photo.isEmpty else { return nil }
        let lower = photo.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return photo }
        if photo.hasPrefix("//") || photo.contains(":") { return nil }
        return rootPrefix + (photo.hasPrefix("/") ? String(photo.dropFirst()) : photo)
    }
}
