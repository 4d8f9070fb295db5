import WaymarkModel
import WaymarkOutput

/// Where charter and announcement pages are written, and which of them other pages may link to: the
/// one definition shared by the charter and pet generators, their feeds and maps, and the
/// ```` ```waymark ```` query blocks, so a link can never point at a page the build does not write.
///
/// - A charter gets `charters/<id>/index.html` unless it is `private` (private charters never reach
///   the output). Only `public` ones may be linked from other pages, maps and feeds; an `unlisted`
///   charter's page is reachable only by its own address.
/// - Every announcement gets `pets/announcements/<id>/index.html` (a closed one keeps its page), and
///   an open one (lost or found) its printable poster beside it, `pets/announcements/<id>/poster/index.html`.
///
/// Ids are validated `[a-z0-9][a-z0-9-]*` by the data loader; an id that is not a safe path
/// component anyway gets no page (`nil`).
package enum RecordPagePaths {
    /// The site path of the folder of charter `id`'s page: `charters/<id>/`.
    package static func charterFolder(_ id: String) -> String { "charters/\(id)/" }

    /// The site path of the folder of announcement `id`'s page: `pets/announcements/<id>/`.
    package static func announcementFolder(_ id: String) -> String { "pets/announcements/\(id)/" }

    /// `charters/<id>/index.html` for a public or unlisted charter; `nil` for a private one or an unsafe id.
    package static func charter(_ charter: Charter) -> OutputPath? {
        guard charter.visibility != .private else { return nil }
        return OutputPath(components: ["charters", charter.id, "index.html"])
    }

    /// `pets/announcements/<id>/index.html`; `nil` for an unsafe id.
    package static func announcement(_ announcement: Announcement) -> OutputPath? {
        OutputPath(components: ["pets", "announcements", announcement.id, "index.html"])
    }

    /// `pets/announcements/<id>/poster/index.html` for a lost or found announcement; `nil` for a
    /// closed one or an unsafe id.
    package static func announcementPoster(_ announcement: Announcement) -> OutputPath? {
        guard announcement.status != .closed else { return nil }
        return OutputPath(components: ["pets", "announcements", announcement.id, "poster", "index.html"])
    }

    /// The site path of `charter`'s page when other pages may link to it (public, with a page), else `nil`.
    package static func linkableCharter(_ charter: Charter) -> String? {
        guard charter.visibility == .public else { return nil }
        return self.charter(charter)?.folderPath
    }

    /// The site path of `announcement`'s page (every announcement has one), or `nil` for an unsafe id.
    package static func linkableAnnouncement(_ announcement: Announcement) -> String? {
        self.announcement(announcement)?.folderPath
    }
}
