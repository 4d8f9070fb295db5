import WaymarkData
import WaymarkModel

extension SiteData {
    /// True when a record has a per-language text variant (`description_sv`).
    var hasTextVariants: Bool {
        announcements.contains { !$0.descriptions.isEmpty } || charters.contains { !$0.descriptions.isEmpty }
    }

    /// The records as the pages of `language` show them: each `description` replaced by its
    /// `description_<language>` variant where there is one (docs/i18n.md, "Multilingual sites").
    func localised(to language: String) -> SiteData {
        var copy = self
        func variant(_ variants: [String: String]) -> String? {
            variants[language] ?? variants.first { $0.key.lowercased() == language.lowercased() }?.value
        }
        for index in copy.announcements.indices {
            if let text = variant(copy.announcements[index].descriptions) { copy.announcements[index].description = text }
        }
        for index in copy.charters.indices {
            if let text = variant(copy.charters[index].descriptions) { copy.charters[index].description = text }
        }
        return copy
    }
}
