import WaymarkDiscovery
import WaymarkModel
import WaymarkRender

extension QueryBlockContext {
    /// What a block's table, list and map call a row of `subject`: an announcement's pet name, else
    /// its species in the block's words (``AnnouncementText/name(_:words:)``); any other row's
    /// name as the query gives it.
    func name(_ row: QueryRow, subject: QuerySubject) -> String {
        guard subject == .announcements, let announcement = discovery.announcements.announcement(id: row.id) else { return row.name }
        return AnnouncementText.name(announcement, words: words)
    }

    /// An announcement row's species in the block's words (`chat`), an unknown one as written.
    func species(_ row: QueryRow) -> String {
        guard let species = row.properties.first(where: { $0.name == "species" })?.value.plainText, !species.isEmpty else { return "" }
        return AnnouncementText.speciesWord(species, words: words)
    }
}
